// The page renderer: server-rendered HTML for every public route, composed at run time
// from the remotes' server builds. `npm start` runs it beside the API; in production it is the
// `renderer` compose service the gateway sends page navigations to. See README.md here.
import { createPublicReads } from 'shared-ui/api';
import { i18n } from 'shared-ui/i18n/core';
import { initRendererTexts } from './texts';
import { loadRendererConfig } from './config';
import { ContentVersionClient } from './content-version';
import { createRendererServer } from './http-server';
import { jsonLogger as log } from './logger';
import { PageCache } from './page-cache';
import { PageRenderer } from './page-renderer';
import { RemoteServers } from './remote-servers';
import { sharedScope } from './shared-scope';
import { readShellBuild } from './shell-build';

async function start(): Promise<void> {
  const config = loadRendererConfig();
  const shell = readShellBuild(config.shellDist);
  // The one set of texts of the process: remotes register their namespaces on it; each request renders
  // with a clone in its own language (same texts, no shared language state between requests).
  await initRendererTexts(i18n);
  const remotes = new RemoteServers({ upstreamUrl: config.upstreamUrl, checkIntervalMs: config.remoteCheckIntervalMs, shared: sharedScope });
  const renderer = new PageRenderer({
    shell,
    remotes,
    contentVersion: new ContentVersionClient(config.apiUrl),
    cache: new PageCache(config.pageCache),
    i18n,
    apiUrl: config.apiUrl,
    deadlineMs: config.renderDeadlineMs,
    log,
  });
  const server = createRendererServer({
    publicUrl: config.publicUrl,
    renderer,
    remotes,
    shell,
    reads: createPublicReads({ base: config.apiUrl, timeoutMs: config.renderDeadlineMs }),
    log,
  });
  server.listen(config.port, config.host, () => {
    log('info', `Listening on http://${config.host}:${config.port} (Node ${process.version}), upstream ${config.upstreamUrl}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => server.close(() => process.exit(0)));
  }
}

start().catch((error: unknown) => {
  console.error('[renderer] Cannot start:', error);
  process.exit(1);
});
