// npm run topology:start: the production topology on this machine (MariaDB, the API in
// production mode, nginx with the shipped gateway configuration and the static builds).
// Prints the gateway URL and the administrator; stop it with scripts/topology/stop.mjs.
import { TOPOLOGY } from './config.mjs';
import { startTopology } from './topology.mjs';

try {
  const state = await startTopology();
  console.log(`Site:  ${state.baseUrl}/`);
  console.log(`Admin: ${state.baseUrl}/admin/login (user ${TOPOLOGY.admin.username})`);
  console.log(`Logs:  ${TOPOLOGY.apiLog}, ${TOPOLOGY.nginxDir}/access.log, ${TOPOLOGY.nginxDir}/error.log`);
} catch (error) {
  console.error(`topology start failed: ${error.message}`);
  process.exitCode = 1;
}
