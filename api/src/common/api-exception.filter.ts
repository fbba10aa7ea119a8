// Every error leaves the API as JSON {statusCode, error, message} (PRODUCT section 5): no stack
// traces, no HTML pages, and never a 500 for bad input.
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { EntityNotFoundError } from 'typeorm';

export interface ErrorDescription {
  statusCode: number;
  message: string | string[];
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
    return { statusCode: exception.getStatus(), message };
  }
  if (exception instanceof EntityNotFoundError) return { statusCode: 404, message: 'Not found' };
  if (exception && typeof exception === 'object') return describeMiddlewareError(exception as { status?: unknown });
  return null;
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const described = describeError(exception);
    if (!described) this.logger.error((exception as Error)?.stack ?? String(exception));
    const { statusCode, message } = described ?? { statusCode: 500, message: 'Internal server error' };
    if (response.headersSent) return;
    response.status(statusCode).json({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
  }
}
