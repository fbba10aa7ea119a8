// Personal data never reaches a log line or a stored error text: a mail relay's rejection quotes the
// recipient ("550 <ana@example.sk>: mailbox unavailable"), and an erased person must not live on there.

const ADDRESS = /[^\s<>"'(),;:@[\]]+@[^\s<>"'(),;:@[\]]+\.[^\s<>"'(),;:@[\].]{2,}/g;

/** `text` with every e-mail address replaced by "<address>". */
export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, '<address>');
}

/** A log message (text or a flat record of fields) with every e-mail address removed. */
export function redactLogMessage(message: unknown): unknown {
  if (typeof message === 'string') return withoutAddresses(message);
  if (message && typeof message === 'object' && !Array.isArray(message) && !(message instanceof Error)) {
    return Object.fromEntries(Object.entries(message).map(([key, value]) => [key, typeof value === 'string' ? withoutAddresses(value) : value]));
  }
  if (message instanceof Error) {
    const copy = new Error(withoutAddresses(message.message));
    copy.name = message.name;
    copy.stack = message.stack && withoutAddresses(message.stack);
    return copy;
  }
  return message;
}

/** A connection URL with its password replaced (`mysql://user:***@host/db`, `smtp://user:***@relay`). */
export function redactUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]+):[^@]*@/, '$1:***@');
}
