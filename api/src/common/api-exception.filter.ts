// Every error leaves the API as JSON {statusCode, error, message} (PRODUCT section 5): no stack
// traces, no HTML pages, and never a 500 for bad input.
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { EntityNotFoundError } from 'typeorm';
import { RetryLaterException } from './retry-later';

export interface ErrorDescription {
  statusCode: number;
  message: string | string[];
  /** 429/503: when to try again (sent as Retry-After too). */
  retryAfterSeconds?: number;
}

/** Errors thrown by Express middleware (body-parser) carry a status and a type. */
function describeMiddlewareError(error: { status?: unknown; type?: unknown }): ErrorDescription | null {
  if (typeof error.status !== 'number' || error.status < 400 || error.status >= 500) return null;
  if (error.type === 'entity.parse.failed') return { statusCode: 400, message: 'The request body is not valid JSON' };
  if (error.type === 'entity.too.large') return { statusCode: 413, message: 'The request body is too large' };
  return { statusCode: error.status, message: STATUS_CODES[error.status] ?? 'Bad request' };
}

export function describeError(exception: unknown): ErrorDescription | null {
  if (exception instanceof HttpException) {
    const body = exception.getResponse();
    const message =
      typeof body === 'string' ? body : ((body as { message?: string | string[] }).message ?? exception.message);
    const retryAfterSeconds = exception instanceof RetryLaterException ? exception.retryAfterSeconds : undefined;
    return { statusCode: exception.getStatus(), message, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
  }
  if (exception instanceof EntityNotFoundError) return { statusCode: 404, message: 'Not found' };
  if (exception && typeof exception === 'object') return describeMiddlewareError(exception);
  return null;
}

/** The message and, through `cause`, what went wrong underneath (code, syscall, path, stack). */
function describeWithCause(exception: unknown): string {
  const error = exception as Error & { cause?: unknown };
  const cause = error.cause as Error & { code?: string; syscall?: string; path?: string };
  const details = [cause.code, cause.syscall, cause.path].filter(Boolean).join(' ');
  return `${error.message}; cause: ${details ? `[${details}] ` : ''}${cause.stack ?? String(cause)}`;
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const described = describeError(exception);
    if (!described) this.logger.error((exception as Error)?.stack ?? String(exception));
    // A server-side failure the API explains (a full disk, say) is still logged, with its cause;
    // a deliberate "busy, try again" is worth a warning line, not a stack trace.
    else if (described.statusCode >= 500 && (exception as { cause?: unknown }).cause) this.logger.error(describeWithCause(exception));
    else if (described.statusCode >= 500) this.logger.warn(`${described.statusCode} ${String(described.message)}`);
    const { statusCode, message, retryAfterSeconds } = described ?? { statusCode: 500, message: 'Internal server error' };
    if (response.headersSent) return;
    if (retryAfterSeconds) response.setHeader('Retry-After', String(retryAfterSeconds));
    response
      .status(statusCode)
      .json({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });
  }
}
