// Types of chunk-retry-count.mjs.
export declare const CHUNK_RETRIES: number;
