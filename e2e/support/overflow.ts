// Reflow (WCAG 1.4.10): what spills out of its box or is cut off sideways. A box whose
// content is wider than the box either spills over its border (overflow visible) or is clipped
// (overflow hidden or clip); both hide something from a reader. Boxes that scroll sideways on
// purpose (overflow auto or scroll) and visually hidden text (the 1 px screen-reader clip) are fine.
import type { Page } from '@playwright/test';

/** "selector (text): content px > box px" for every box whose content is wider than the box. */
export async function horizontalOverflows(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const found: string[] = [];
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes} (${text})`;
    };
    const documentWidth = document.documentElement.scrollWidth;
    if (documentWidth > window.innerWidth) found.push(`document: ${documentWidth} px > ${window.innerWidth} px`);
    for (const element of document.querySelectorAll(`${scopeSelector}, ${scopeSelector} *`)) {
      if (!(element instanceof HTMLElement) || element.closest('[aria-hidden="true"], [hidden], svg')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || element.clientWidth <= 1) continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      // Only inline content counts: an absolutely placed child (a carousel's other slides) is layout.
      const slack = 1;
      if (element.scrollWidth > element.clientWidth + slack && hasOverflowingInlineContent(element)) {
        found.push(`${describe(element)}: ${element.scrollWidth} px > ${element.clientWidth} px`);
      }
    }
    return found;

    function hasOverflowingInlineContent(element: HTMLElement): boolean {
      const box = element.getBoundingClientRect();
      const styles = getComputedStyle(element);
      const right = box.right - parseFloat(styles.borderRightWidth) - (element.offsetWidth - element.clientWidth - parseFloat(styles.borderLeftWidth) - parseFloat(styles.borderRightWidth));
      const left = box.left + parseFloat(styles.borderLeftWidth);
      const range = document.createRange();
      for (const child of element.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) {
          if (!child.textContent?.trim()) continue;
          range.selectNodeContents(child);
          const rect = range.getBoundingClientRect();
          if (rect.right > right + 1 || rect.left < left - 1) return true;
        } else if (child instanceof HTMLElement) {
          const childStyle = getComputedStyle(child);
          if (childStyle.position === 'absolute' || childStyle.position === 'fixed' || childStyle.display === 'none') continue;
          // A decoration (aria-hidden, as the boxes above skip) hides nothing: a spinner caught mid-turn
          // reaches past its box only by its rotation.
          if (child.getAttribute('aria-hidden') === 'true') continue;
          const rect = child.getBoundingClientRect();
          if (rect.width > 0 && (rect.right > right + 1 || rect.left < left - 1)) return true;
        }
      }
      return false;
    }
  }, scope);
}

/** "word (in element)" for every word that the layout broke across two lines inside `scope`. */
export async function wordsBrokenAcrossLines(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const found: string[] = [];
    const root = document.querySelector(scopeSelector);
    if (!root) return found;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden="true"], [hidden], script, style, .ui-visually-hidden')) continue;
      if (parent.getClientRects().length === 0) continue;
      const text = node.textContent ?? '';
      // A line may break at a space, a hyphen, a dash, a slash, or after an address's `?` or `&`
      // (where browsers wrap a link); anywhere else a word is cut.
      for (const match of text.matchAll(/[^\s\-–—/?&]+/g)) {
        if (match[0].length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) found.push(`${match[0]} (in ${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')})`);
      }
    }
    return found;
  }, scope);
}
