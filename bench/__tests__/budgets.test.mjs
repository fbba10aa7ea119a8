// node --test bench/__tests__  (the bench's own helpers; never part of npm test)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUILD_BUDGET_KB, JS_BUDGET_KB, budgetVerdict, buildBudgetKb, jsBudgetKb } from '../lib/budgets.mjs';

test('Home and the other server-rendered public pages have a JavaScript budget; the fallback and the admin are reported', () => {
  assert.equal(jsBudgetKb({ isPublic: true, rendered: 'server', home: true }), 150);
  assert.equal(jsBudgetKb({ isPublic: true, rendered: 'server', home: false }), 170);
  assert.equal(jsBudgetKb({ isPublic: true, rendered: 'client', home: true }), null);
  assert.equal(jsBudgetKb({ isPublic: false, rendered: 'client' }), null);
});

test('a page over its budget fails its row; one within passes; one without is reported', () => {
  assert.deepEqual(budgetVerdict(151.2, 150), { target: 'JS ≤ 150 KB', pass: false });
  assert.deepEqual(budgetVerdict(149.9, 150), { target: 'JS ≤ 150 KB', pass: true });
  assert.deepEqual(budgetVerdict(300, null), { target: 'reported', pass: undefined });
});

test("each build has its share of a server-rendered public page, and the shares add up to the pages' budgets", () => {
  const page = { isPublic: true, rendered: 'server' };
  assert.equal(buildBudgetKb(page, 'shell'), 120);
  assert.equal(buildBudgetKb(page, 'mfe-public'), 30);
  assert.equal(buildBudgetKb(page, 'mfe-gallery'), 50);
  assert.equal(buildBudgetKb(page, 'mfe-admin'), null);
  assert.equal(buildBudgetKb({ isPublic: true, rendered: 'client' }, 'shell'), null);
  assert.equal(BUILD_BUDGET_KB.shell + BUILD_BUDGET_KB['mfe-public'], JS_BUDGET_KB.home);
  assert.equal(BUILD_BUDGET_KB.shell + BUILD_BUDGET_KB['mfe-gallery'], JS_BUDGET_KB.publicPage);
});
