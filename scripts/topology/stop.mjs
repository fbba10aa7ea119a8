// npm run topology:stop: ends nginx and the API of the native topology and drops its database
// (TOPOLOGY_KEEP_DB=1 keeps it for inspection). MariaDB itself keeps running.
import { stopTopology } from './topology.mjs';

try {
  await stopTopology();
} catch (error) {
  console.error(`topology stop failed: ${error.message}`);
  process.exitCode = 1;
}
