// Module Federation runtime plugin (rsbuild.config.mts `runtimePlugins`): when a remote cannot be
// loaded (unreachable manifest, missing entry, unregistered remote) errorLoadRemote turns the
// failure into a marker the route's loader rethrows as RemoteUnavailableError. The runtime drops
// failed manifest and entry loads from its caches, so a retry really fetches again.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError, type RemoteFailureMarker } from './remote-errors';

export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      // A manifest failure ('afterResolve') must stay an error there; it surfaces again as 'onLoad'.
      if (lifecycle === 'afterResolve') return undefined;
      console.warn(`[shell] remote module ${id} could not be loaded (${lifecycle})`, error);
      const marker: RemoteFailureMarker = { remoteFailure: new RemoteUnavailableError(id, error) };
      return marker;
    },
  };
}
