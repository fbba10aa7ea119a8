// Types of precompress.mjs, read by every package's rsbuild.config.mts.
import type { RsbuildPlugin } from '@rsbuild/core';
export declare const COMPRESSIBLE: ReadonlySet<string>;
export declare const MIN_BYTES: number;
export declare function precompressDirectory(dir: string): Promise<{ files: number; bytes: number; compressedBytes: number }>;
export declare function pluginPrecompress(options?: { environments?: string[] }): RsbuildPlugin;
