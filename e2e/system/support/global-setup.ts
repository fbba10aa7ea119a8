// Starts the production topology natively (MariaDB, the API in production mode, nginx with the
// shipped gateway configuration, the built shell and remotes) unless E2E_BASE_URL points the
// journeys at a deployment that already runs (then nothing is started or stopped here).
import { runTopologyScript } from './topology';

export default function globalSetup(): void {
  if (process.env.E2E_BASE_URL) return;
  const started = Date.now();
  runTopologyScript('start.mjs');
  process.stderr.write(`[system] topology up in ${Date.now() - started} ms\n`);
}
