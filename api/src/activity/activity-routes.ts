// What an administrator's change request is, read from its route: the kind of item (by the route's
// prefix), the action (by its method or its trailing verb), the item's id, and which entity holds
// the item's public name. Routes not listed here (uploads, the visitors' forms) are not recorded by
// route; a service may still record them itself (ActivityService.record).
import type { ActivityAction, ActivityKind } from '@softskills/domain';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { AlbumEntity } from '../albums/album.entity';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { FeedbackEntity } from '../feedback/feedback.entity';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { InteractiveToolEntity } from '../interactive-tools/interactive-tool.entity';
import { MaterialEntity } from '../materials/material.entity';
import { MeetingEntity } from '../meetings/meeting.entity';
import { MailingEntity } from '../newsletter/mailing.entity';
import { SubscriberEntity } from '../newsletter/subscriber.entity';

const KIND_OF_ROUTE: ReadonlyArray<readonly [RegExp, ActivityKind]> = [
  [/^\/api\/albums(\/|$)/, 'album'],
  [/^\/api\/gallery(\/|$)/, 'gallery-item'],
  [/^\/api\/materials(\/|$)/, 'material'],
  [/^\/api\/interactive-tools(\/|$)/, 'tool'],
  [/^\/api\/meetings(\/|$)/, 'meeting'],
  [/^\/api\/feedback(\/|$)/, 'feedback'],
  [/^\/api\/contact(\/|$)/, 'contact-message'],
  [/^\/api\/newsletter\/subscribers(\/|$)/, 'subscriber'],
  [/^\/api\/newsletter\/mailings(\/|$)/, 'mailing'],
  [/^\/api\/page-texts(\/|$)/, 'page-text'],
  [/^\/api\/site\/settings(\/|$)/, 'settings'],
  [/^\/api\/privacy(\/|$)/, 'privacy'],
  [/^\/api\/backups(\/|$)/, 'backup'],
];

/** A route's last word when it names the action rather than the item; `preview` changes nothing. */
const VERBS: ReadonlySet<string> = new Set<ActivityAction>(['publish', 'restore', 'purge', 'send', 'stop', 'test', 'lookup', 'export', 'erase']);
const NOT_A_CHANGE: ReadonlySet<string> = new Set(['preview']);

/**
 * Where an item is stored (to see which fields an update changed) and which field names it, by
 * kind. Only public content is named: a feedback, a contact message or a subscriber is named by a
 * person's data, so their entries carry the id only.
 */
export const STORED_KINDS: Partial<Record<ActivityKind, { entity: EntityTarget<ObjectLiteral>; label: string | null }>> = {
  album: { entity: AlbumEntity, label: 'name' },
  'gallery-item': { entity: GalleryItemEntity, label: 'title' },
  material: { entity: MaterialEntity, label: 'title' },
  tool: { entity: InteractiveToolEntity, label: 'title' },
  meeting: { entity: MeetingEntity, label: 'date' },
  mailing: { entity: MailingEntity, label: 'subjectSk' },
  feedback: { entity: FeedbackEntity, label: null },
  'contact-message': { entity: ContactMessageEntity, label: null },
  subscriber: { entity: SubscriberEntity, label: null },
};

export interface RouteChange {
  kind: ActivityKind;
  action: ActivityAction;
}

const METHOD_ACTIONS: Record<string, ActivityAction> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** The kind and action of a change request on `routePath` (`/api/albums/:id`), or null for none recorded by route. */
export function routeChange(method: string, routePath: string): RouteChange | null {
  const kind = KIND_OF_ROUTE.find(([prefix]) => prefix.test(routePath))?.[1];
  const methodAction = METHOD_ACTIONS[method];
  if (!kind || !methodAction) return null;
  const last = routePath.split('/').filter(Boolean).at(-1) ?? '';
  if (NOT_A_CHANGE.has(last)) return null;
  // Deleting a draft throws away unpublished edits; the published texts stay.
  if (last === 'draft' && method === 'DELETE') return { kind, action: 'discard' };
  return { kind, action: VERBS.has(last) ? (last as ActivityAction) : methodAction };
}
