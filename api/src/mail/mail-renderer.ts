// The one renderer of the API's mails: a MailDocument (mail-layout.ts) becomes the HTML part through
// MJML (tables and inline styles that mail clients show alike) and the text part from the same
// blocks. An MJML compile costs tens of milliseconds, so a compiled document is kept by its content
// and the per-recipient values (the unsubscribe or confirmation link) go into slots afterwards:
// a mailing to 500 subscribers compiles once per language, not once per recipient.
import { LRUCache } from 'lru-cache';
import { randomBytes } from 'node:crypto';
import { escapeMarkup } from '@softskills/domain';
import { type MailDocument, mailMarkup, mailText } from './mail-layout';

/** A slot's mark carries a secret of this process, so no text a user writes can stand for a slot. */
const SLOT_MARK = `mail-slot-${randomBytes(8).toString('hex')}-`;
const SLOT_PATTERN = new RegExp(`${SLOT_MARK}([A-Za-z]+)`, 'g');

/** Where a per-recipient value goes in a document; `renderMail` fills it (escaped in the HTML part). */
export const slot = (name: string): string => `${SLOT_MARK}${name}`;

export interface RenderedMail {
  html: string;
  text: string;
}

/** Compiled HTML by document: the documents of the mailings and mails being sent now. */
const compiled = new LRUCache<string, Promise<string>>({ max: 32 });

/** MJML and its HTML tooling take a second or more to load: loaded with the first mail, not at the API's start. */
let mjml: Promise<{ default: typeof import('mjml') }> | null = null;

async function compile(markup: string): Promise<string> {
  mjml ??= import('mjml');
  const { default: mjml2html } = await mjml;
  // No web fonts: a mail loads nothing from a third party (no font request is a read receipt).
  const result = await mjml2html(markup, { validationLevel: 'strict', fonts: {}, keepComments: false });
  return result.html;
}

function compiledHtml(markup: string): Promise<string> {
  const cached = compiled.get(markup);
  if (cached) return cached;
  const pending = compile(markup);
  compiled.set(markup, pending);
  pending.catch(() => compiled.delete(markup));
  return pending;
}

function fill(template: string, values: Readonly<Record<string, string>>, escape: (value: string) => string): string {
  return template.replace(SLOT_PATTERN, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The mail's slot "${name}" was given no value`);
    return escape(value);
  });
}

/** The HTML and text parts of a document, with each slot filled from `values`. */
export async function renderMail(document: MailDocument, values: Readonly<Record<string, string>> = {}): Promise<RenderedMail> {
  const html = await compiledHtml(mailMarkup(document));
  return { html: fill(html, values, escapeMarkup), text: fill(mailText(document), values, (value) => value) };
}
