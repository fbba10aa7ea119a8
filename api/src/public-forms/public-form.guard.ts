// Issue 13: a public write accepts JSON only (a form-encoded or multipart post from another site is
// refused with 415 before anything is read from it) and takes a turn from the client's bucket.
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UnsupportedMediaTypeException,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiPayloadTooLargeResponse, ApiTooManyRequestsResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import { JSON_BODY_LIMIT, MAX_JSON_MEMBERS } from '../common/json-body';
import type { Request } from 'express';
import { type PublicFormName, PublicFormThrottle } from './public-form-throttle';

const PUBLIC_FORM = 'publicForm';

@Injectable()
export class PublicFormGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly throttle: PublicFormThrottle,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const form = this.reflector.get<PublicFormName>(PUBLIC_FORM, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.is('application/json')) throw new UnsupportedMediaTypeException('Send the form as application/json');
    // The administrator's own entries (POST /feedback with the token) are not a visitor's flood.
    if (!request.user) this.throttle.take(form, request.ip ?? 'unknown');
    return true;
  }
}

/** A visitor's form submission: JSON only, rate-limited per client. */
export const PublicForm = (form: PublicFormName) =>
  applyDecorators(
    SetMetadata(PUBLIC_FORM, form),
    UseGuards(PublicFormGuard),
    ApiUnsupportedMediaTypeResponse({ description: 'Not sent as application/json' }),
    ApiPayloadTooLargeResponse({ description: `A body over ${JSON_BODY_LIMIT} or with more than ${MAX_JSON_MEMBERS} keys and array items` }),
    ApiTooManyRequestsResponse({
      description: 'Too many submissions from this client (PUBLIC_FORM_BURST at once, then one per PUBLIC_FORM_REFILL_SECONDS); Retry-After says when to try again',
    }),
  );
