// A public write accepts JSON only (a form-encoded or multipart post from another site is
// refused with 415 before anything is read from it) and then takes a turn from the client's bucket
// (the form's named throttler).
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnsupportedMediaTypeException,
  UseGuards,
} from '@nestjs/common';
import { ApiPayloadTooLargeResponse, ApiTooManyRequestsResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import { JSON_BODY_LIMIT, MAX_JSON_MEMBERS } from '../common/json-body';
import type { Request } from 'express';
import { type PublicFormName, Throttled } from '../throttling/site-throttler';

@Injectable()
export class PublicFormGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.is('application/json')) throw new UnsupportedMediaTypeException('Send the form as application/json');
    return true;
  }
}

/** A visitor's form submission: JSON only, rate-limited per client. */
export const PublicForm = (form: PublicFormName) =>
  applyDecorators(
    UseGuards(PublicFormGuard),
    // After the media type check; the administrator's own entries are not counted (site-throttler.ts).
    Throttled(form),
    ApiUnsupportedMediaTypeResponse({ description: 'Not sent as application/json' }),
    ApiPayloadTooLargeResponse({ description: `A body over ${JSON_BODY_LIMIT} or with more than ${MAX_JSON_MEMBERS} keys and array items` }),
    ApiTooManyRequestsResponse({
      description: 'Too many submissions from this client (PUBLIC_FORM_BURST at once, then one per PUBLIC_FORM_REFILL_SECONDS); Retry-After says when to try again',
    }),
  );
