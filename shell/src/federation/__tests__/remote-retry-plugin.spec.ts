// A remote's manifest or entry that fails to load is asked for again, twice, after short pauses;
// an answer (a 404 too) is taken as it is, and a remote that never comes fails as before.
import { CHUNK_RETRIES } from 'shared-ui/page-protocol';
import remoteRetryPlugin, { REMOTE_RETRY_PAUSES_MS } from '../remote-retry-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type LoadEntryError = (args: {
  getRemoteEntry: (args: object) => Promise<unknown>;
  origin: object;
  remoteInfo: object;
  remoteEntryExports?: unknown;
  globalLoading: Record<string, Promise<unknown> | undefined>;
  uniqueKey: string;
}) => Promise<unknown>;

const plugin = remoteRetryPlugin();
const fetchHook = plugin.fetch as unknown as FetchHook;
const loadEntryError = plugin.loadEntryError as unknown as LoadEntryError;

/** Runs `work` while the pauses pass at once. */
async function withoutPauses<T>(work: () => Promise<T>): Promise<T> {
  jest.useFakeTimers();
  try {
    // Settled into a value at once, so a failure while the pauses pass is not an unhandled rejection.
    const settled = work().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    for (let step = 0; step < 10; step += 1) await jest.advanceTimersByTimeAsync(Math.max(...REMOTE_RETRY_PAUSES_MS));
    const outcome = await settled;
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  } finally {
    jest.useRealTimers();
  }
}

describe('the remote retry plugin', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks for a manifest again after a dropped line or a server error, and takes the first answer', async () => {
    const ok = new Response('{}', { status: 200 });
    const fetchMock = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(new Response('', { status: 502 })).mockResolvedValueOnce(ok);
    global.fetch = fetchMock;
    expect(await withoutPauses(() => fetchHook('/remotes/mfe-public/mf-manifest.json', {}))).toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('takes a 404 as the answer, and gives up after two retries', async () => {
    const missing = new Response('', { status: 404 });
    global.fetch = jest.fn().mockResolvedValue(missing);
    expect(await withoutPauses(() => fetchHook('/remotes/x/mf-manifest.json', {}))).toBe(missing);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    const dropped = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    global.fetch = dropped;
    await expect(withoutPauses(() => fetchHook('/remotes/x/mf-manifest.json', {}))).rejects.toThrow('Failed to fetch');
    expect(dropped).toHaveBeenCalledTimes(1 + REMOTE_RETRY_PAUSES_MS.length);
  });

  it("loads a remote's entry again with the failed load forgotten, and answers nothing when it never comes", async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, Promise<unknown> | undefined> = { 'mfe_public:/entry.js': Promise.resolve() };
    const getRemoteEntry = jest.fn().mockImplementationOnce(() => {
      expect(globalLoading['mfe_public:/entry.js']).toBeUndefined();
      return Promise.reject(new Error('RUNTIME-008'));
    }).mockResolvedValueOnce(exports);
    const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'mfe_public' }, globalLoading, uniqueKey: 'mfe_public:/entry.js' };
    expect(await withoutPauses(() => loadEntryError(args))).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);

    const never = jest.fn().mockRejectedValue(new Error('RUNTIME-008'));
    expect(await withoutPauses(() => loadEntryError({ ...args, getRemoteEntry: never }))).toBeUndefined();
    expect(never).toHaveBeenCalledTimes(REMOTE_RETRY_PAUSES_MS.length);
  });

  it('retries as often as the chunks do and as the boot script counts before it says the page did not load', () => {
    expect(CHUNK_RETRIES).toBeGreaterThan(0);
    expect(REMOTE_RETRY_PAUSES_MS).toHaveLength(CHUNK_RETRIES);
  });
});
