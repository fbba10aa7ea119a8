// Operator actions on a running native topology, for the system journeys and for people:
//   node scripts/topology/control.mjs restart-api
//   node scripts/topology/control.mjs stop-renderer | start-renderer
//   node scripts/topology/control.mjs release <shell|public|gallery|admin> <build folder | none>
// `release` points one static server at another build (a redeploy) or takes its files away.
import { resolve } from 'node:path';
import { restartApi, restartRenderer, stopRenderer, switchRelease } from './topology.mjs';

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'restart-api') {
    const state = await restartApi();
    console.log(`API restarted (pid ${state.apiPid})`);
  } else if (command === 'stop-renderer') {
    await stopRenderer();
    console.log('renderer stopped: the gateway answers pages with the static index.html');
  } else if (command === 'start-renderer') {
    const state = await restartRenderer();
    console.log(`renderer started (pid ${state.rendererPid})`);
  } else if (command === 'release' && args.length === 2) {
    const [release, folder] = args;
    switchRelease(release, folder === 'none' ? null : resolve(folder));
    console.log(folder === 'none' ? `${release}: files taken away` : `${release}: now serving ${resolve(folder)}`);
  } else {
    console.error('usage: control.mjs restart-api | stop-renderer | start-renderer | release <shell|public|gallery|admin> <folder|none>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`topology ${command} failed: ${error.message}`);
  process.exitCode = 1;
}
