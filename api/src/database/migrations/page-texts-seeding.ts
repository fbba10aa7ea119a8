// The page texts a site starts with, stored by the migration that creates their tables (on a new
// database and on an upgrade alike): every page published once, as revision 1.
import { PAGE_TEXTS_PAGES } from '@softskills/domain/page-texts';
import { PAGE_TEXTS_SEED } from '@softskills/domain/page-texts-seed';
import type { QueryRunner } from 'typeorm';

export async function seedPageTexts(queryRunner: QueryRunner, quote: (name: string) => string): Promise<void> {
  const now = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString().slice(0, 19).replace('T', ' ');
  for (const page of PAGE_TEXTS_PAGES) {
    const texts = JSON.stringify(PAGE_TEXTS_SEED[page]);
    await queryRunner.query(`INSERT INTO ${quote('page_texts')} (${['page', 'published', 'publishedAt'].map(quote).join(', ')}) VALUES (?, ?, ?)`, [page, texts, now]);
    await queryRunner.query(
      `INSERT INTO ${quote('page_text_revisions')} (${['page', 'number', 'content', 'publishedAt', 'changedFields'].map(quote).join(', ')}) VALUES (?, 1, ?, ?, ?)`,
      [page, texts, now, '[]'],
    );
  }
}
