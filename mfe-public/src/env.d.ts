/// <reference types="@rsbuild/core/types" />

declare module 'shared-ui/federation.mjs' {
  export const sharedDependencies: Record<string, { singleton?: boolean; requiredVersion?: string | false; version?: string }>;
}
