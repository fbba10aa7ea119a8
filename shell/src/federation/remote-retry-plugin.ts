// Module Federation runtime plugin (rsbuild.config.mts `runtimePlugins`): a remote's manifest or
// entry script that fails to load (a phone's line dropped for a moment) is requested again, as the
// chunks are (shared-ui/chunk-retry.mjs: the same number of retries and pauses), before the remote
// counts as unavailable and remote-failure-plugin.ts turns it into the route's message.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The pauses before each retry; as many as chunk-retry.mjs's CHUNK_RETRIES. */
export const REMOTE_RETRY_PAUSES_MS = [600, 1200] as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The manifest's request, again after a network failure or a server error (a 404 is an answer). */
async function fetchAgain(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt === REMOTE_RETRY_PAUSES_MS.length;
    try {
      const response = await fetch(url, init);
      if (response.status < 500 || last) return response;
    } catch (error) {
      if (last) throw error;
    }
    await pause(REMOTE_RETRY_PAUSES_MS[attempt]);
  }
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type EntryError = Parameters<LoadEntryError>[0];
type RemoteEntry = Exclude<Awaited<ReturnType<EntryError['getRemoteEntry']>>, false | void | undefined>;

/** The remote's entry, loaded again after each pause; undefined when it never comes (the failure stands). */
async function entryAgain({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: EntryError): Promise<RemoteEntry | undefined> {
  for (const ms of REMOTE_RETRY_PAUSES_MS) {
    await pause(ms);
    // The failed load is still registered under this key: without this, the retry would wait for it.
    delete globalLoading[uniqueKey];
    try {
      const recovered = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (recovered) return recovered;
    } catch {
      // The next pause, or the failure as before.
    }
  }
  return undefined;
}

export default function remoteRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-retry',
    fetch(url, init) {
      return fetchAgain(url, init);
    },
    // The hook's declared type nests a promise in a promise; the runtime awaits what it gets, the entry.
    loadEntryError: (args) => entryAgain(args) as unknown as ReturnType<LoadEntryError>,
  };
}
