// The operations documentation's commands as the compose test runs them: read from docs/operations.md
// itself, so what an operator copies is exactly what was run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const OPERATIONS_DOC = join('docs', 'operations.md');

/** The first ```sh block under the heading that starts with `heading` (### level) in docs/operations.md. */
export function operationsCommands(siteDir, heading) {
  const text = readFileSync(join(siteDir, OPERATIONS_DOC), 'utf8');
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`### ${heading}`));
  if (start < 0) throw new Error(`${OPERATIONS_DOC} has no "### ${heading}" section`);
  const rest = lines.slice(start + 1).join('\n');
  const block = /```sh\n([\s\S]*?)```/.exec(rest);
  const nextHeading = rest.search(/^#{2,3} /m);
  if (!block || (nextHeading >= 0 && block.index > nextHeading)) throw new Error(`${OPERATIONS_DOC} "### ${heading}" has no sh block`);
  return block[1];
}
