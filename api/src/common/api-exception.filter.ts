// Every error leaves the API as JSON {statusCode, error, message} (PRODUCT section 5): no stack
// traces, no HTML pages, and never a 500 for bad input.
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { EntityNotFoundError } from 'typeorm';
import { RetryLaterException } from './retry-later';

export interface ErrorDescription {
  statusCode: number;
  message: string | string[];
  /** 429/503: when to try again (sent as Retry-After too). */
  retryAfterSeconds?: number;
  /** A refusal the client acts on (409): a machine-readable reason and what it needs to offer a choice. */
  reason?: string;
  details?: Record<string, unknown>;
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
    const { reason, details } = typeof body === 'string' ? {} : (body as { reason?: unknown; details?: unknown });
    return {
      statusCode: exception.getStatus(),
      message,
      ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
      ...(typeof reason === 'string' ? { reason } : {}),
      ...(details && typeof details === 'object' ? { details: details as Record<string, unknown> } : {}),
    };
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

/** Errors a client's abort causes while its body is read (body-parser, busboy via multer). */
const ABORT_MARKERS = /^(request aborted|unexpected end of form|aborted)$/i;

/**
 * The client went away mid-request (closed the tab, cancelled an upload): nobody is waiting for an
 * answer and nothing on the server failed (logged at debug, without a stack).
 */
export function isClientAbort(exception: unknown, request: Pick<Request, 'socket'> | undefined): boolean {
  const error = exception as { type?: unknown; code?: unknown; message?: unknown } | null;
  if (error?.type === 'request.aborted' || error?.code === 'ECONNABORTED') return true;
  if (typeof error?.message === 'string' && ABORT_MARKERS.test(error.message)) return true;
  // Not request.destroyed: a request stream is destroyed as soon as its body has been read.
  return Boolean(request?.socket?.destroyed);
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (isClientAbort(exception, host.switchToHttp().getRequest<Request>())) {
      this.logger.debug(`The client closed the request before it was answered: ${String((exception as Error)?.message ?? exception)}`);
      if (!response.headersSent && !response.destroyed) response.status(400).json({ statusCode: 400, error: 'Bad Request', message: 'The request was aborted' });
      return;
    }
    const described = describeError(exception);
    if (!described) this.logger.error((exception as Error)?.stack ?? String(exception));
    // A server-side failure the API explains (a full disk, say) is still logged, with its cause;
    // a deliberate "busy, try again" is worth a warning line, not a stack trace.
    else if (described.statusCode >= 500 && (exception as { cause?: unknown }).cause) this.logger.error(describeWithCause(exception));
    else if (described.statusCode >= 500) this.logger.warn(`${described.statusCode} ${String(described.message)}`);
    const { statusCode, message, retryAfterSeconds, reason, details } = described ?? { statusCode: 500, message: 'Internal server error' };
    if (response.headersSent) return;
    if (retryAfterSeconds) response.setHeader('Retry-After', String(retryAfterSeconds));
    response
      .status(statusCode)
      .json({
        statusCode,
        error: STATUS_CODES[statusCode] ?? 'Error',
        message,
        ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
        ...(reason ? { reason } : {}),
        ...(details ? { details } : {}),
      });
  }
}
