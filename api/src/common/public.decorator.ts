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
