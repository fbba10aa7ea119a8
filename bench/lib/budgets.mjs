// What a public page may cost a phone in JavaScript (gzip) until every control works: Home the
// least, as the page most visitors open first. The server-rendered pages hold the budget; the
// client-rendered fallback (the renderer down) and the admin panel are reported beside them.
export const JS_BUDGET_KB = { home: 150, publicPage: 170 };

/**
 * Each build's share of a server-rendered public page, so each team owns a number it can hold on
 * its own: the shell (the frame and what every page shares: React, the router, the texts' library,
 * the federation runtime) and the remote that draws the page. Home's shares add up to Home's budget
 * and the gallery's to a public page's, so a page whose builds all hold their shares holds its own.
 */
export const BUILD_BUDGET_KB = { shell: 120, 'mfe-public': 30, 'mfe-gallery': 50 };

/**
 * The budget of one build's scripts on a measured page, or null when the page or the build has none
 * (the admin remote is never on a public page: its own row says so).
 * @param {{ isPublic?: boolean, rendered?: string }} page
 * @param {string} build
 */
export function buildBudgetKb(page, build) {
  if (!page.isPublic || page.rendered !== 'server') return null;
  return BUILD_BUDGET_KB[build] ?? null;
}

/**
 * The budget of one measured page, or null when it has none.
 * @param {{ isPublic?: boolean, rendered?: string, home?: boolean }} page
 */
export function jsBudgetKb(page) {
  if (!page.isPublic || page.rendered !== 'server') return null;
  return page.home ? JS_BUDGET_KB.home : JS_BUDGET_KB.publicPage;
}

/**
 * The row's verdict: within the budget, over it, or no budget (reported only).
 * @param {number} jsKb
 * @param {number | null} budgetKb
 */
export function budgetVerdict(jsKb, budgetKb) {
  if (budgetKb === null) return { target: 'reported', pass: undefined };
  return { target: `JS ≤ ${budgetKb} KB`, pass: jsKb <= budgetKb };
}
