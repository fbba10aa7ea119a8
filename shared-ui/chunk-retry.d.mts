// Types of chunk-retry.mjs, read by the shell's and each remote's rsbuild.config.mts.
import type { RsbuildPlugin } from '@rsbuild/core';
export declare const CHUNK_RETRIES: number;
export declare function pluginChunkRetry(): RsbuildPlugin;
