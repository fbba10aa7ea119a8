// The confirmation link as a visitor uses it: the link opens a page (changing nothing), and the
// page's one button posts the confirmation. Tests confirm through both steps.
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Response } from 'supertest';
import type { Repository } from 'typeorm';
import { SubscriberEntity } from '../../src/newsletter/subscriber.entity';
import type { TestApp } from './test-app';

/** The action of the one form a server-rendered answer page carries, as a path on the API. */
export function formAction(html: string, site?: string): string {
  const match = /<form method="post" action="([^"]+)">/.exec(html);
  if (!match) throw new Error(`No form on the page:\n${html}`);
  const action = match[1].replace(/&amp;/g, '&');
  return site && action.startsWith(site) ? action.slice(site.length) : action.replace(/^https?:\/\/[^/]+/, '');
}

/** Opens the confirmation link (`path` on the API) and presses the page's button; answers the final page. */
export async function confirmByPage(t: TestApp, path: string, expectedStatus = 200): Promise<Response> {
  const page = await t.http().get(path).expect(200);
  return t.http().post(formAction(page.text)).type('form').send('').expect(expectedStatus);
}

/** `count` confirmed subscribers written straight to the database (`<prefix><n>@example.org`, Slovak and English by turns). */
export async function seedConfirmedSubscribers(t: TestApp, count: number, prefix: string): Promise<void> {
  const subscribers = t.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity));
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const rows = Array.from({ length: count }, (_, index) =>
    subscribers.create({ email: `${prefix}${index}@example.org`, emailKey: `${prefix}-key-${index}`, state: 'confirmed', language: index % 2 ? 'en' : 'sk', requestedAt: now, tokenHash: null, tokenExpiresAt: null, confirmMailAt: null, unsubscribeSalt: `salt${index}`, confirmedAt: now, unsubscribedAt: null, consentAt: now, consentLanguage: 'sk', consentVersion: 1, consentIp: null, requestedConsentVersion: 1 }),
  );
  await subscribers.save(rows, { chunk: 50 });
}
