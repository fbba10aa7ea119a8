import type { Request } from 'express';
import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
export const OPTIONAL_AUTH = 'optionalAuth';

/** Opens an endpoint to anonymous visitors; every other endpoint needs the admin token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * Public, but a request that does send a Bearer token must send a valid one and then sees the
 * administrator's view (GET/POST /feedback, PRODUCT section 4).
 */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH, true);

/** On an OptionalAuth endpoint: a valid administrator token came with the request (the JWT guard set the user). */
export const isAdminRequest = (request: Request): boolean => Boolean(request.user);

/** The OpenAPI security of an OptionalAuth endpoint: anonymous, or with the administrator's token. */
export const VISITOR_OR_ADMIN: Array<Record<string, string[]>> = [{}, { bearer: [] }];
