// Module Federation runtime plugin of every browser container (shared-ui/federation.mjs): a shared
// module whose files failed to load (the line dropped) loads again the next time it is asked for.
// The runtime keeps the failed load's promise on the shared module and hands that same rejection
// to every later request, so a module loaded on demand — the API client a public form loads when
// it is sent — would fail every send after one made offline, until a reload.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function shareRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shared-ui-share-retry',
    errorLoadShare({ pkgName, shareScopeMap }) {
      for (const scope of Object.values(shareScopeMap)) {
        for (const shared of Object.values(scope[pkgName] ?? {})) {
          if (!shared.loaded) shared.loading = null;
        }
      }
    },
  };
}
