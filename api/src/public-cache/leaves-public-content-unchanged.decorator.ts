import { SetMetadata } from '@nestjs/common';

export const LEAVES_PUBLIC_CONTENT_UNCHANGED = 'leavesPublicContentUnchanged';

/** `always`: the endpoint never changes what the public lists show; `for-visitors`: only an administrator's request can. */
export type PublicContentUnchangedWhen = 'always' | 'for-visitors';

/**
 * Exempts a mutating endpoint from bumping the content version. Every other POST/PUT/PATCH/DELETE
 * bumps it, so a new endpoint invalidates the public cache by default.
 */
export const LeavesPublicContentUnchanged = (when: PublicContentUnchangedWhen = 'always') =>
  SetMetadata(LEAVES_PUBLIC_CONTENT_UNCHANGED, when);
