// Stops what global-setup started: nginx, the API, and the throwaway database.
import { runTopologyScript } from './topology';

export default function globalTeardown(): void {
  if (process.env.E2E_BASE_URL) return;
  runTopologyScript('stop.mjs');
}
