// The contact form sent without JavaScript: the page's form posts its fields form-encoded, and the
// answer is a small page in the visitor's language. What the form's fields hold is read here the
// way the JSON body is (the same DTO and rules); a refused message is shown back on the answer page,
// so nothing written is lost.
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { LOCALES, type Locale } from '@softskills/domain';
import type { ContactFormField } from '../i18n/api-texts';
import { ContactInputDto } from './dto/contact.dto';

/** The fields the answer page names when they were refused, in the order the form shows them. */
const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const satisfies readonly ContactFormField[];
type Field = (typeof FIELDS)[number];

/** A field's text; a browser posts a textarea's line breaks as CR LF, the page's JSON as LF. */
const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '');

export type ContactFormVerdict =
  | { kind: 'valid'; language: Locale; input: ContactInputDto }
  | { kind: 'invalid'; language: Locale; fields: Field[]; message: string };

/** Reads the form's fields (strings) into the JSON body's shape and judges them by the same rules. */
export async function readContactForm(body: unknown): Promise<ContactFormVerdict> {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const language: Locale = (LOCALES as readonly string[]).includes(text(fields.language)) ? (text(fields.language) as Locale) : 'sk';
  const photo = text(fields.galleryItemId).trim();
  const input = plainToInstance(ContactInputDto, {
    name: text(fields.name),
    email: text(fields.email),
    phone: text(fields.phone),
    subject: text(fields.subject),
    message: text(fields.message),
    website: text(fields.website),
    galleryItemId: /^\d{1,10}$/.test(photo) ? Number(photo) : undefined,
  });
  const errors = await validate(input, { forbidUnknownValues: false });
  const refused = FIELDS.filter((field) => errors.some((error) => error.property === field));
  // A photo reference that is not a photo id is dropped, as the JSON form stores an unknown one as none.
  if (errors.some((error) => error.property === 'galleryItemId')) input.galleryItemId = null;
  if (refused.length > 0) return { kind: 'invalid', language, fields: refused, message: text(fields.message) };
  return { kind: 'valid', language, input };
}
