// shared-ui/federation.mjs is plain JavaScript read by the build config.
declare module 'shared-ui/federation.mjs' {
  import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
  export const sharedDependencies: NonNullable<ModuleFederationOptions['shared']>;
}
