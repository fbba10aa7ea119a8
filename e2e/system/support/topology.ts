// The journeys drive scripts/topology through its command line (those are ES modules that
// Playwright's TypeScript loader would otherwise transpile) and read the state file it writes.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

export interface TopologyState {
  baseUrl: string;
  admin: { username: string; password: string };
  uploadsDir: string;
  apiLog: string;
  apiPid: number;
  /** The page renderer's process, absent while it is stopped. */
  rendererPid?: number | null;
  /** The build folder each static server was started with (shell, public, gallery, admin). */
  releases: Record<string, string>;
}

/** Runs scripts/topology/<script> with `args`; throws with its output when it fails. */
export function runTopologyScript(script: string, ...args: string[]): string {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'topology', script), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: process.env,
    timeout: 180_000,
  });
  if (result.stderr) process.stderr.write(result.stderr);
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The running topology (TOPOLOGY_RUN_DIR is set by playwright.system.config.ts). */
export function topologyState(): TopologyState {
  const runDir = process.env.TOPOLOGY_RUN_DIR;
  if (!runDir) throw new Error('TOPOLOGY_RUN_DIR is not set: run with playwright.system.config.ts');
  return JSON.parse(readFileSync(join(runDir, 'state.json'), 'utf8')) as TopologyState;
}
