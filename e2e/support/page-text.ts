// The words a server-rendered page says in its main part, as a reader (or a search engine without
// scripts) gets them: the raw HTML's <main>, tags dropped, entities decoded, blanks collapsed.
import type { APIRequestContext } from '@playwright/test';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#x') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The public routes whose words come from the page texts (the gallery's from its albums). */
export const TEXT_ROUTES = ['/', '/o-projekte', '/workshopy', '/materialy', '/hodnotenie', '/kontakt', '/interaktivne-nastroje', '/ochrana-osobnych-udajov'] as const;

/** Every text route in both languages → its main text. */
export async function publicPageTexts(request: APIRequestContext): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const path of TEXT_ROUTES) {
    for (const lang of ['sk', 'en'] as const) {
      const response = await request.get(`${path}?lang=${lang}`);
      if (!response.ok()) throw new Error(`${path}?lang=${lang} answered ${response.status()}`);
      texts[`${path}?lang=${lang}`] = mainText(await response.text());
    }
  }
  return texts;
}
