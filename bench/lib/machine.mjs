// What the figures were measured on: they mean little without the machine and its load.
import { execFileSync } from 'node:child_process';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { gzipSync } from 'node:zlib';
import { ROOT } from './config.mjs';

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/**
 * How fast one core of this machine is, as the time a fixed piece of work takes (gzip of the same
 * 3 MB of text, five times; the best of three tries): machines of one kind differ up to 3× in
 * speed, and the throttled phone's figures scale with it, so a run is compared with another
 * machine's only beside this figure. Lower is faster.
 */
export function measureCoreMs() {
  const text = Buffer.from(Array.from({ length: 200_000 }, (_, index) => `row ${index} ${(index * 7919) % 10007}\n`).join(''));
  let best = Infinity;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = performance.now();
    for (let round = 0; round < 5; round += 1) gzipSync(text);
    best = Math.min(best, performance.now() - started);
  }
  return Math.round(best);
}

export function describeMachine() {
  const processors = cpus();
  return {
    coreMs: measureCoreMs(),
    cpu: processors[0]?.model ?? 'unknown',
    cores: processors.length,
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    freeMemoryGb: Math.round((freemem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    commit: gitCommit(),
  };
}

export const currentLoad = () => loadavg().map((value) => Math.round(value * 100) / 100);
