// 429 and 503 answers that tell the client when to come back: the error filter turns
// `retryAfterSeconds` into a Retry-After header and keeps it in the JSON body for the forms.
import { HttpException, HttpStatus } from '@nestjs/common';

export class RetryLaterException extends HttpException {
  constructor(
    status: HttpStatus.TOO_MANY_REQUESTS | HttpStatus.SERVICE_UNAVAILABLE,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message, retryAfterSeconds }, status);
  }
}

/** The client asked too often: 429 with the whole seconds until it may try again (at least 1). */
export const tooManyRequests = (message: string, waitMs: number) =>
  new RetryLaterException(HttpStatus.TOO_MANY_REQUESTS, message, Math.max(1, Math.ceil(waitMs / 1000)));

/** The server is busy for everyone (a full work queue): 503, try again shortly. */
export const serverBusy = (message: string, retryAfterSeconds = 1) =>
  new RetryLaterException(HttpStatus.SERVICE_UNAVAILABLE, message, retryAfterSeconds);
