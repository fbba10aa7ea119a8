// The one way journeys run axe: its FULL rule set, not only the rules on by default.
// Off by default are the experimental rules and a few more (target-size, p-as-heading,
// identical-links-same-purpose…); a finding of any of them fails a journey like any other.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';

// The axe-core that @axe-core/playwright injects, so the list matches the engine that runs.
const axeCore = createRequire(require.resolve('@axe-core/playwright'))('axe-core') as typeof import('axe-core');
const EVERY_RULE = axeCore.getRules().map((rule) => rule.ruleId);
// One exception, by decision: AAA contrast (7:1, WCAG 1.4.6) is what the high-contrast theme is for;
// the light and dark themes keep the spec's palette (section 9) at AA (4.5:1, color-contrast).
const AAA_CONTRAST = 'color-contrast-enhanced';

/** Serious and critical violations in `include` (the whole page when empty), as "rule: targets". */
export async function seriousViolations(page: Page, include: string[] = []): Promise<string[]> {
  // Contrast is measured on the page at rest: mid-fade, a half-transparent element fails it.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity));
  const highContrast = await page.evaluate(() => document.body.classList.contains('high-contrast'));
  const rules = highContrast ? EVERY_RULE : EVERY_RULE.filter((rule) => rule !== AAA_CONTRAST);
  let builder = new AxeBuilder({ page }).options({ runOnly: { type: 'rule', values: rules } });
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
