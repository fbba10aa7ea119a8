// How the API reads JSON bodies (issue 13). Two things happen before any DTO sees a body:
// - nesting deeper than MAX_JSON_DEPTH is refused from the raw bytes, before JSON.parse builds it
//   (a 4 KB body of 2,000 nested arrays used to crash class-transformer's recursion with a 500, and
//   a 1 MB one cost a second of CPU);
// - every string loses NUL characters and has lone UTF-16 surrogates replaced by U+FFFD, so no text
//   field stores what a database, a log or a mail client chokes on.
import type { IncomingMessage } from 'node:http';

/** No body of this API needs more than three levels; 32 leaves room and stays far below any stack limit. */
export const MAX_JSON_DEPTH = 32;
export const JSON_BODY_LIMIT = '1mb';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * True when brackets outside strings nest deeper than `maxDepth`. One pass over the bytes, stopping
 * at the first level too deep: UTF-8 continuation bytes are all >= 0x80, so they never look like
 * brackets or quotes.
 */
export function isNestedDeeperThan(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
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
      if (depth > maxDepth) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/** body-parser's `verify` hook: runs on the raw body before it is parsed. */
export function refuseDeepNesting(_request: IncomingMessage, _response: unknown, body: Buffer, encoding: string): void {
  // body-parser accepts utf-8 and the UTF-16/32 family; anything but UTF-8 is decoded before the scan.
  const bytes = /^utf-?8$/i.test(encoding) ? body : Buffer.from(new TextDecoder(encoding).decode(body), 'utf8');
  if (isNestedDeeperThan(bytes, MAX_JSON_DEPTH)) {
    // body-parser turns it into an http-error with this status, which Nest answers as a 400 with this message.
    throw Object.assign(new Error(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`), { status: 400, type: 'entity.too.deep' });
  }
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

/** The options of the API's JSON body parser (app-setup). */
export const jsonBodyOptions = () => ({ limit: JSON_BODY_LIMIT, verify: refuseDeepNesting, reviver: cleanStrings });
