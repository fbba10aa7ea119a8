// Reach (PRODUCT section 9): counted on the server, daily aggregates only. What is counted and how
// the administrator's report groups it; the API and the admin panel both read these.

/** A page seen, or a material's or tool's file downloaded. */
export const REACH_KINDS = ['page', 'download'] as const;
export type ReachKind = (typeof REACH_KINDS)[number];

/** How the report's series groups days: per day, per ISO week (from Monday), per calendar month. */
export const REACH_PERIODS = ['day', 'week', 'month'] as const;
export type ReachPeriod = (typeof REACH_PERIODS)[number];

/** The longest range one report covers: the project's twelve months and a margin on each side. */
export const REACH_MAX_RANGE_DAYS = 731;

/** How many rows each ranking (pages, downloads, referring sites) lists. */
export const REACH_RANKING_SIZE = 10;
