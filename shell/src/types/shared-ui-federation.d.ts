// shared-ui/federation.mjs is plain JavaScript read by rsbuild.config.ts.
declare module 'shared-ui/federation.mjs' {
  export const sharedDependencies: Record<string, { singleton: boolean; requiredVersion: string | false; version?: string }>;
}
