// The README's operations commands as the compose test runs them: read from the README itself,
// so what an operator copies is exactly what was run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The first ```sh block under the README heading that starts with `heading` (### level). */
export function readmeCommands(siteDir, heading) {
  const readme = readFileSync(join(siteDir, 'README.md'), 'utf8');
  const start = readme.split('\n').findIndex((line) => line.startsWith(`### ${heading}`));
  if (start < 0) throw new Error(`README.md has no "### ${heading}" section`);
  const rest = readme.split('\n').slice(start + 1).join('\n');
  const block = /```sh\n([\s\S]*?)```/.exec(rest);
  const nextHeading = rest.search(/^#{2,3} /m);
  if (!block || (nextHeading >= 0 && block.index > nextHeading)) throw new Error(`README.md "### ${heading}" has no sh block`);
  return block[1];
}
