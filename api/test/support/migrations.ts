// Upgrade tests: back to the schema before a named migration, whatever migrations came after it.
import type { DataSource } from 'typeorm';

/** The executed migrations, the newest first (the order `undoLastMigration` undoes them in). */
export async function executedMigrations(source: DataSource): Promise<string[]> {
  const quote = (name: string) => source.driver.escape(name);
  const rows = await source.query<Array<{ name: string }>>(`SELECT ${quote('name')} AS name FROM ${quote('migrations')} ORDER BY ${quote('timestamp')} DESC, ${quote('id')} DESC`);
  return rows.map((row) => row.name);
}

/**
 * Undoes, one by one and newest first, every migration after `name` and then `name` itself (each in
 * its own transaction, as the down migrations expect), and answers the names undone in that order.
 * Throws when `name` has not run, so a renamed migration cannot make the test undo nothing.
 */
export async function undoMigrationsThrough(source: DataSource, name: string): Promise<string[]> {
  const executed = await executedMigrations(source);
  const through = executed.indexOf(name);
  if (through < 0) throw new Error(`Migration ${name} has not run; executed: ${executed.join(', ')}`);
  const undone: string[] = [];
  for (const expected of executed.slice(0, through + 1)) {
    await source.undoLastMigration({ transaction: 'each' });
    const [newest] = await executedMigrations(source);
    if (newest === expected) throw new Error(`Migration ${expected} was not undone`);
    undone.push(expected);
  }
  return undone;
}
