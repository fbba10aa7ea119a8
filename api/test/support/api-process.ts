// The real API in a child process (the crash test): started from the sources (run-ts.cjs),
// stopped the hard way with SIGKILL, started again on the same DATA_DIR and database.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Dialect } from './test-app';
import { TEST_ADMIN, TEST_JWT_SECRET } from './test-app';

export interface ApiProcess {
  url: string;
  /** What the child wrote, for a failing test's message. */
  output: () => string;
  /** SIGKILL: no shutdown hook runs; resolves when the process is gone. */
  kill: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startApiProcess(dialect: Dialect, dataDir: string, env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  const port = await freePort();
  const apiRoot = join(__dirname, '..', '..');
  const child: ChildProcess = spawn(process.execPath, ['--no-experimental-strip-types', join(__dirname, 'run-ts.cjs'), join(apiRoot, 'src', 'main.ts')], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      DB_CONNECT_ATTEMPTS: '1',
      ...(dialect === 'mysql' ? { DB_URL: process.env.TEST_MYSQL_URL ?? '' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not start within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
