// What the figures were measured on: they mean little without the machine and its load.
import { execFileSync } from 'node:child_process';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { ROOT } from './config.mjs';

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

export function describeMachine() {
  const processors = cpus();
  return {
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
