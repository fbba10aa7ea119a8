// How the API reads JSON bodies (issues 13 and 23). Before any DTO sees a body:
// - its size is bounded by endpoint: LOGIN_BODY_LIMIT for the login, JSON_BODY_LIMIT for every
//   other write (the largest DTO, a 5,000-character message sent as \uXXXX escapes, is 30 KB);
//   anything bigger is refused with 413 before it is read;
// - nesting deeper than MAX_JSON_DEPTH or more than MAX_JSON_MEMBERS members (keys and array items)
//   are refused from the raw bytes, before JSON.parse builds them (a 4 KB body of 2,000 nested
//   arrays used to crash class-transformer's recursion with a 500; an 848 KB body of 80,000 keys
//   cost 4-9 s of validation CPU before its 400, and stalled the site);
// - every string loses NUL characters and has lone UTF-16 surrogates replaced by U+FFFD, so no text
//   field stores what a database, a log or a mail client chokes on.
import type { IncomingMessage } from 'node:http';

/** No body of this API needs more than three levels; 32 leaves room and stays far below any stack limit. */
export const MAX_JSON_DEPTH = 32;
/** The widest DTO has a dozen fields; 256 keys and array items in all leave room for any honest client. */
export const MAX_JSON_MEMBERS = 256;
export const JSON_BODY_LIMIT = '64kb';
/** A username (100) and a password (200), escaped: never more than 2 KB. */
export const LOGIN_BODY_LIMIT = '4kb';
const COMMA = 0x2c;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

export type JsonShapeProblem = 'too deep' | 'too many members';

/**
 * What makes the body too costly to parse and validate, if anything: brackets outside strings that
 * nest deeper than `maxDepth`, or more than `maxMembers` members (a member is followed by a comma
 * outside strings, except the last of each container, so commas + 1 bounds them). One pass over the
 * bytes, stopping at the first excess: UTF-8 continuation bytes are all >= 0x80, so they never look
 * like brackets, commas or quotes.
 */
export function jsonShapeProblem(bytes: Uint8Array, limits: { maxDepth: number; maxMembers: number }): JsonShapeProblem | null {
  let depth = 0;
  let commas = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth += 1;
      if (depth > limits.maxDepth) return 'too deep';
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth -= 1;
    } else if (byte === COMMA) {
      commas += 1;
      if (commas >= limits.maxMembers) return 'too many members';
    }
  }
  return null;
}

/** True when brackets outside strings nest deeper than `maxDepth`. */
export const isNestedDeeperThan = (bytes: Uint8Array, maxDepth: number): boolean =>
  jsonShapeProblem(bytes, { maxDepth, maxMembers: Infinity }) === 'too deep';

/** body-parser's `verify` hook: runs on the raw body before it is parsed. */
export const refuseCostlyShapes = refuseShapesBeyond(MAX_JSON_MEMBERS);

/** The `verify` hook for bodies of at most `maxMembers` keys and array items. */
export function refuseShapesBeyond(maxMembers: number) {
  return (_request: IncomingMessage, _response: unknown, body: Buffer, encoding: string): void => {
    // body-parser accepts utf-8 and the UTF-16/32 family; anything but UTF-8 is decoded before the scan.
    const bytes = /^utf-?8$/i.test(encoding) ? body : Buffer.from(new TextDecoder(encoding).decode(body), 'utf8');
    const problem = jsonShapeProblem(bytes, { maxDepth: MAX_JSON_DEPTH, maxMembers });
    // body-parser turns these into http-errors with this status, which Nest answers with this message.
    if (problem === 'too deep') {
      throw Object.assign(new Error(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`), { status: 400, type: 'entity.too.deep' });
    }
    if (problem === 'too many members') {
      throw Object.assign(new Error(`The JSON body has more than ${maxMembers} keys and array items`), { status: 413, type: 'entity.too.wide' });
    }
  };
}

const NUL = /\u0000/g;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as it may be stored: without NUL, with lone surrogates replaced by U+FFFD (String#toWellFormed). */
export function storableText(value: string): string {
  return value.replace(NUL, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** JSON.parse's reviver: applied to every string value of the body. */
export const cleanStrings = (_key: string, value: unknown): unknown => (typeof value === 'string' ? storableText(value) : value);

/** The options of the API's JSON body parser (app-setup); `limit` by endpoint. */
export const jsonBodyOptions = (limit = JSON_BODY_LIMIT) => ({ limit, verify: refuseCostlyShapes, reviver: cleanStrings });

/** Paths (under the global prefix) whose bodies are smaller than JSON_BODY_LIMIT. */
export const SMALL_BODY_PATHS: Record<string, string> = { '/api/login': LOGIN_BODY_LIMIT };

/**
 * A page's texts in both languages, written by the administrator: a few hundred KB and a few
 * thousand fields at their longest (every list full, every field at its length limit).
 */
export const PAGE_TEXTS_BODY = { path: '/api/page-texts/:page/draft', limit: '1mb', maxMembers: 8192 } as const;

/** The body parser options of the page texts' draft. */
export const pageTextsBodyOptions = () => ({ limit: PAGE_TEXTS_BODY.limit, verify: refuseShapesBeyond(PAGE_TEXTS_BODY.maxMembers), reviver: cleanStrings });
