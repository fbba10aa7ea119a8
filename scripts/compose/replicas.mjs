// Talking to one API replica directly, from inside its container, with the image's own Node:
// the gateway balances between replicas, so only this proves what each one answers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../packages.mjs';
import { docker } from './stack.mjs';

const CLIENT_SOURCE = readFileSync(join(ROOT, 'scripts', 'lib', 'admin-api-client.mjs'), 'utf8');

/**
 * What runs in the container, after scripts/lib/admin-api-client.mjs (sent along on stdin, as
 * the image holds only the API). It logs in with the container's ADMIN_* variables, optionally
 * uploads PROBE_PNG (base64), makes the admin call PROBE_CALL ({method, path, body}), checks
 * PROBE_TOKEN (a token another replica issued) on an admin endpoint, and reads the public album
 * list.
 */
const PROBE = `
const client = new AdminApiClient('http://127.0.0.1:8080', { timeoutMs: 30_000 });
await client.login(process.env.ADMIN_USERNAME, process.env.ADMIN_PASSWORD);
const answer = { hostname: (await import('node:os')).hostname(), token: client.token };
if (process.env.PROBE_PNG) answer.upload = await client.uploadBytes('replica.png', 'image/png', Buffer.from(process.env.PROBE_PNG, 'base64'));
if (process.env.PROBE_CALL) {
  const { method, path, body } = JSON.parse(process.env.PROBE_CALL);
  answer.result = await client.call(method, path, body);
}
if (process.env.PROBE_TOKEN) {
  const foreign = await fetch('http://127.0.0.1:8080/api/contact', { headers: { Authorization: 'Bearer ' + process.env.PROBE_TOKEN } });
  answer.foreignTokenStatus = foreign.status;
}
answer.albums = (await (await fetch('http://127.0.0.1:8080/api/albums')).json()).map((album) => album.name);
console.log(JSON.stringify(answer));
`;

/**
 * Runs the probe in the container `id`; answers { hostname, token, upload?, result?, foreignTokenStatus?, albums }.
 * @param {{ binDir: string }} engine
 * @param {string} id
 * @param {{ png?: Buffer, token?: string, call?: unknown }} [probe]
 */
export function probeReplica(engine, id, { png, token, call } = {}) {
  const env = [];
  if (call) env.push('-e', `PROBE_CALL=${JSON.stringify(call)}`);
  if (png) env.push('-e', `PROBE_PNG=${png.toString('base64')}`);
  if (token) env.push('-e', `PROBE_TOKEN=${token}`);
  const result = docker(engine, ['exec', '-i', ...env, id, 'node', '--input-type=module', '-'], { input: CLIENT_SOURCE + PROBE, quiet: true });
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

/** How many requests to each path a container logged since `since` (an ISO time). */
export function requestsServed(engine, id, since) {
  const logs = docker(engine, ['logs', '--since', since, id], { quiet: true });
  const counts = {};
  for (const line of `${logs.stdout}\n${logs.stderr}`.split('\n')) {
    const path = /"method":"(\w+)","path":"([^"]+)","status":(\d+)/.exec(line);
    if (!path) continue;
    const key = `${path[1]} ${path[2].replace(/\/uploads\/.*/, '/uploads/…')} ${path[3]}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
