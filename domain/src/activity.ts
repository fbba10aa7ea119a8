// The activity log: what the administrator (and the site itself) did, for the one person who runs
// the site to look back on. The words of each kind and action live in the admin's texts; these
// lists are their one home on both sides (the API writes nothing else, the panel filters by them).

/** What an entry is about. */
export const ACTIVITY_KINDS = [
  'login',
  'album',
  'gallery-item',
  'material',
  'tool',
  'meeting',
  'feedback',
  'contact-message',
  'subscriber',
  'mailing',
  'page-text',
  'settings',
  'backup',
  'privacy',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What happened. */
export const ACTIVITY_ACTIONS = [
  'login-succeeded',
  'login-failed',
  'create',
  'update',
  'delete',
  'publish',
  /** An album returned to preparation: the public no longer sees it. */
  'unpublish',
  'discard',
  'restore',
  'purge',
  'send',
  'stop',
  'test',
  'backup',
  'lookup',
  'export',
  'erase',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** How many entries one page of the log shows unless asked otherwise, and the most it may. */
export const ACTIVITY_PAGE_SIZE = 25;
export const ACTIVITY_PAGE_SIZE_MAX = 100;
