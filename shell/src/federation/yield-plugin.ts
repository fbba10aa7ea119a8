// Module Federation runtime plugin (rsbuild.config.mts `runtimePlugins`). Starting a page, the
// runtime prepares every shared module a chunk needs (react, react-dom, i18next, each shared-ui
// module) in promise chains that would all run in one task, with the registration of the shared
// scope and the requests of their chunks: one task of 40–70 ms on a fast computer, four times that
// on a phone. Here each shared module's preparation resumes in a task of its own. Registered for
// every federation instance, so the remotes' containers, which start their own when they load,
// do the same.
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../lib/yield-to-browser';

export default function yieldPlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'shell-yield-between-shares',
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
  };
  registerGlobalPlugins([plugin]);
  return plugin;
}
