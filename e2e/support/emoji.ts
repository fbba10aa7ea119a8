// Icons are drawn with the icon library, never left to an emoji font (a system without
// one shows empty boxes). Journeys list the emoji a page still shows.
import type { Page } from '@playwright/test';

/** Emoji drawn as visible text (inside visually hidden or hidden text they are read, not seen). */
export async function visibleEmoji(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('.ui-visually-hidden, script, style, [hidden]')) continue;
      if (parent.getClientRects().length === 0) continue;
      if (/\p{Emoji_Presentation}|\uFE0F/u.test(node.textContent ?? '')) found.push(`${node.textContent?.trim()} (in ${parent.className || parent.tagName})`);
    }
    return found;
  });
}
