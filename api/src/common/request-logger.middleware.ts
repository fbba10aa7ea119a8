// One structured line per request (issue 2): method, path, status and time. The query string and
// headers are left out, so tokens and passwords can never reach the log.
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const logger = new Logger('HTTP');

export function requestLogger(request: Request, response: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  response.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    const entry = {
      method: request.method,
      path: request.path,
      status: response.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
      ip: request.ip,
    };
    if (response.statusCode >= 500) logger.error(entry);
    else logger.log(entry);
  });
  next();
}
