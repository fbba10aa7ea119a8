// What a public page may cost a phone in JavaScript (gzip) until every control works: Home the
// least, as the page most visitors open first. The server-rendered pages hold the budget; the
// client-rendered fallback (the renderer down) and the admin panel are reported beside them.
export const JS_BUDGET_KB = { home: 150, publicPage: 170 };

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
