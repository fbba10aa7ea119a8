// Types of federation.mjs, read by every package's rsbuild.config.ts.
export declare const sharedDependencies: Record<string, { singleton: boolean; requiredVersion: string | false; version?: string; shareKey?: string; packageName?: string }>;
export declare const shareStrategy: 'loaded-first';
export declare const publicRemoteWebTools: { rspack: { optimization: { splitChunks: { minSize: number } } } };
export declare const sharedRuntimePlugins: string[];
export declare const remoteFederationOptions: {
  shared: typeof sharedDependencies;
  shareStrategy: typeof shareStrategy;
  runtimePlugins: string[];
  dts: false;
  experiments: { externalRuntime: true };
  manifest: true;
};
export declare const serverRemoteFederationOptions: {
  shared: typeof sharedDependencies;
  shareStrategy: typeof shareStrategy;
  dts: false;
  manifest: true;
};
import type { EnvironmentConfig, RsbuildPlugin } from '@rsbuild/core';
export declare function serverEnvironment(plugin: RsbuildPlugin): EnvironmentConfig;
/** The federation runtime's packages from their ES builds in every browser build (the Node builds keep theirs). */
export declare function pluginFederationRuntimeEsm(): RsbuildPlugin;
