// One structured line per request: method, path, status and time. The query string and
// headers are left out, so tokens and passwords can never reach the log, and so are bodies (e-mails,
// names and messages of the forms). The client address is masked, never logged whole: the
// last byte of an IPv4 address and all but the first 48 bits of an IPv6 one are zeroed, enough to see
// a flood from one network, not to name a visitor.
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const logger = new Logger('HTTP');

/** `203.0.113.45` → `203.0.113.0`, `2001:db8:1:2::5` → `2001:db8:1::`; anything else → null. */
export function maskedClientAddress(address: string | undefined): string | null {
  if (!address) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.0`;
  if (!address.includes(':')) return null;
  const [head] = address.split('::');
  const groups = head.split(':').filter(Boolean).slice(0, 3);
  return `${groups.join(':')}::`;
}

export function requestLogger(request: Request, response: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  response.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    const entry = {
      method: request.method,
      path: request.path,
      status: response.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
      ip: maskedClientAddress(request.ip),
    };
    if (response.statusCode >= 500) logger.error(entry);
    else logger.log(entry);
  });
  next();
}
