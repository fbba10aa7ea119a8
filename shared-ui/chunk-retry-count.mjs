// How many times a chunk that failed to load is asked for again before it counts as failed: the
// builds' assets retry (chunk-retry.mjs) and the boot script (through shared-ui/page-protocol) count
// with this one number. Plain JavaScript without imports, so both a build config and a browser
// bundle can import it.
export const CHUNK_RETRIES = 2;
