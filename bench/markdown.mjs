// Prints the README's performance table from bench/results/latest.json (the last `npm run bench`),
// with the machine and its load, ready to paste:  node bench/markdown.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/config.mjs';
import { renderMarkdown } from './lib/table.mjs';

const latest = JSON.parse(readFileSync(join(ROOT, 'bench', 'results', 'latest.json'), 'utf8'));
const { machine, load } = latest;
console.log(renderMarkdown(latest.rows));
console.log('');
console.log(
  `Measured ${latest.startedAt.slice(0, 16).replace('T', ' ')} UTC${latest.quick ? ' (BENCH_QUICK: short loops, not for publishing)' : ''} on ` +
    `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB RAM, Node ${machine.node}, commit ${machine.commit}; ` +
    (machine.coreMs ? `one core's fixed work (bench/lib/machine.mjs) ${machine.coreMs} ms; ` : '') +
    `load average ${load.start[0]} at start, ${load.end[0]} at end.`,
);
