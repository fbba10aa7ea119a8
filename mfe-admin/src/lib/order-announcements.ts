// What a screen reader says while the administrator orders a list by hand: where the entry she
// picked up is, where it would land, where it ended up, in the panel's language.
import type { TFunction } from 'shared-ui/i18n/core';
import type { MoveStep } from './list-order';

/** What is being ordered; the kind names it in the sentences ("Fotografia „Západ slnka“ je teraz…"). */
export type OrderedKind = 'photo' | 'video' | 'album';

export interface OrderedEntry {
  id: number;
  name: string;
  kind: OrderedKind;
}

export interface OrderAnnouncer {
  picked: (entry: OrderedEntry, index: number) => string;
  /** Where a dragged entry would land: an index, or null outside the list. */
  over: (index: number | null) => string;
  moved: (entry: OrderedEntry, index: number) => string;
  cancelled: (entry: OrderedEntry, index: number) => string;
  /** A step that cannot go further that way (already first, already last). */
  stuck: (entry: OrderedEntry, step: MoveStep) => string;
}

/** The sentences for a list of `count` entries; places are counted from 1. */
export function orderAnnouncer(t: TFunction, count: number): OrderAnnouncer {
  const about = (entry: OrderedEntry, index: number) => ({ kind: t(`order.kind.${entry.kind}`), name: entry.name, position: index + 1, count });
  return {
    picked: (entry, index) => t('order.picked', about(entry, index)),
    over: (index) => (index === null ? t('order.outside') : t('order.over', { position: index + 1, count })),
    moved: (entry, index) => t('order.moved', about(entry, index)),
    cancelled: (entry, index) => t('order.cancelled', about(entry, index)),
    stuck: (entry, step) => t(step === 'start' || step === 'earlier' ? 'order.alreadyFirst' : 'order.alreadyLast', about(entry, 0)),
  };
}
