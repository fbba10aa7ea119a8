// The remotes' server containers as the renderer loads them at run time: remotes.json
// (the deploy-time file the browser reads too) names each remote's browser manifest; its server
// build sits in `server/` beside it (shared-ui/federation.mjs). A remote is asked at most every
// few seconds whether it was redeployed (both manifests hashed); a new deploy is registered again
// with the federation runtime's public `registerRemotes(…, { force: true })`, which drops the old
// container, its runtime instance and its loaded modules, so the next page renders
// with the new code and nothing is restarted.
import { createHash } from 'node:crypto';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { PageModule } from 'shared-ui/page-data';
import { SCRIPT_GRAPH_FILE, type ScriptGraph } from 'shared-ui/script-graph.mjs';
import { asPageModule } from '../src/federation/load-remote-page';
import { parseRemotesManifest, remotePublicFolder, type RemoteName, type RemotesManifest } from '../src/federation/remotes-manifest';
import type { SharedModule } from './shared-scope';

/** The parts of a browser mf-manifest.json the renderer reads: each page's stylesheets, the remote's entry script. */
export interface BrowserManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name: string; assets?: { css?: { sync?: string[]; async?: string[] } } }>;
}

export interface RemoteBuild {
  name: RemoteName;
  /** Changes with every deploy of the remote. */
  version: string;
  /** Where the browser loads the remote from, e.g. `/remotes/public/`. */
  publicFolder: string;
  browserManifest: BrowserManifest;
  /** Where the browser manifest is served (remotes.json's entry). */
  browserManifestPath: string;
  /** The browser build's script graph, for the page's preloads; null when it has none. */
  scriptGraph: ScriptGraph | null;
  federation: ModuleFederation;
  pages: Map<string, Promise<PageModule>>;
}

export class RemoteUnavailable extends Error {
  override name = 'RemoteUnavailable';
}

interface Checked<T> {
  value: T;
  at: number;
}

export interface RemoteServersOptions {
  upstreamUrl: string;
  checkIntervalMs: number;
  shared: () => Record<string, SharedModule>;
  fetch?: typeof fetch;
  now?: () => number;
  /** How long a request waits for a due check before it goes on with what it has. */
  checkWaitMs?: number;
}

const REQUEST_TIMEOUT_MS = 5000;

export class RemoteServers {
  private manifest: Checked<RemotesManifest> | null = null;
  private manifestCheck: Promise<RemotesManifest> | null = null;
  private readonly builds = new Map<RemoteName, Checked<RemoteBuild | RemoteUnavailable>>();
  private readonly checks = new Map<RemoteName, Promise<void>>();
  /** One federation instance per remote, for the renderer's whole life; a redeploy re-registers the remote in it. */
  private readonly instances = new Map<RemoteName, ModuleFederation>();
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: RemoteServersOptions) {
    this.fetch = options.fetch ?? ((...args) => fetch(...args));
    this.now = options.now ?? Date.now;
  }

  /** remotes.json as deployed now (read again after the check interval). */
  async remotesManifest(): Promise<RemotesManifest> {
    if (this.manifest && this.now() - this.manifest.at < this.options.checkIntervalMs) return this.manifest.value;
    this.manifestCheck ??= this.readText('/remotes.json')
      .then((text) => parseRemotesManifest(JSON.parse(text)))
      .then(
        (value) => {
          this.manifest = { value, at: this.now() };
          return value;
        },
        (error: unknown) => {
          // Unreadable: keep what was read before, if anything; every remote page is then the browser's.
          if (this.manifest) return this.manifest.value;
          throw new RemoteUnavailable(`remotes.json cannot be read: ${String(error)}`);
        },
      )
      .finally(() => {
        this.manifestCheck = null;
      });
    return this.manifestCheck;
  }

  /** The remote's build as deployed now, or RemoteUnavailable. */
  async build(name: RemoteName): Promise<RemoteBuild> {
    const known = this.builds.get(name);
    const due = !known || this.now() - known.at >= this.options.checkIntervalMs;
    if (due) {
      let check = this.checks.get(name);
      if (!check) {
        check = this.check(name).finally(() => this.checks.delete(name));
        this.checks.set(name, check);
      }
      // The first time there is nothing else to use; afterwards a slow check never holds a page long.
      if (known) await Promise.race([check, sleep(this.options.checkWaitMs ?? 1000)]);
      else await check;
    }
    const current = this.builds.get(name)?.value;
    if (!current || current instanceof RemoteUnavailable) throw current ?? new RemoteUnavailable(`${name} is not deployed`);
    return current;
  }

  /** An exposed page (`mfe_public/Home`) of the remote's current build. */
  async page(moduleId: string): Promise<{ build: RemoteBuild; module: PageModule }> {
    const name = moduleId.split('/')[0] as RemoteName;
    const build = await this.build(name);
    let module = build.pages.get(moduleId);
    if (!module) {
      module = build.federation.loadRemote<unknown>(moduleId).then((loaded) => asPageModule(moduleId, loaded));
      // A failed load is tried again by the next request.
      module.catch(() => build.pages.delete(moduleId));
      build.pages.set(moduleId, module);
    }
    return { build, module: await module };
  }

  /** For the health answer: each remote's state. */
  describe(): Record<string, string> {
    return Object.fromEntries([...this.builds].map(([name, { value }]) => [name, value instanceof RemoteUnavailable ? `unavailable: ${value.message}` : value.version]));
  }

  private async check(name: RemoteName): Promise<void> {
    try {
      const manifest = await this.remotesManifest();
      const entry = manifest[name];
      if (!entry) throw new RemoteUnavailable(`${name} is not in remotes.json`);
      const browserPath = new URL(entry, 'http://site.invalid/').pathname;
      const publicFolder = remotePublicFolder(entry);
      const serverPath = `${publicFolder}server/mf-manifest.json`;
      const [browserText, serverText, graphText] = await Promise.all([
        this.readText(browserPath),
        this.readText(serverPath),
        // Optional: without it the page only loses its preloads.
        this.readText(`${publicFolder}${SCRIPT_GRAPH_FILE}`).catch(() => null),
      ]);
      const version = createHash('sha256').update(browserText).update('\n').update(serverText).digest('hex').slice(0, 16);
      const known = this.builds.get(name)?.value;
      if (known && !(known instanceof RemoteUnavailable) && known.version === version && known.publicFolder === publicFolder) {
        this.builds.set(name, { value: known, at: this.now() });
        return;
      }
      const build: RemoteBuild = {
        name,
        version,
        publicFolder,
        browserManifest: JSON.parse(browserText) as BrowserManifest,
        browserManifestPath: browserPath,
        scriptGraph: graphText === null ? null : (JSON.parse(graphText) as ScriptGraph),
        federation: this.federationFor(name, `${this.options.upstreamUrl}${serverPath}?v=${version}`),
        pages: new Map(),
      };
      this.builds.set(name, { value: build, at: this.now() });
    } catch (error) {
      this.builds.set(name, { value: error instanceof RemoteUnavailable ? error : new RemoteUnavailable(String(error)), at: this.now() });
    }
  }

  /**
   * The remote's federation instance, with `entry` registered as the remote's current build. For a
   * new deploy, `force` makes the runtime remove the remote first (its container on globalThis, the
   * container's own runtime instance, its manifest and module caches), so the new build never
   * meets the old one's modules.
   */
  private federationFor(name: RemoteName, entry: string): ModuleFederation {
    const known = this.instances.get(name);
    if (known) {
      known.registerRemotes([{ name, entry }], { force: true });
      return known;
    }
    const created = createInstance({
      name: `renderer_${name}`,
      remotes: [{ name, entry }],
      shared: this.options.shared(),
      shareStrategy: 'loaded-first',
    });
    this.instances.set(name, created);
    return created;
  }

  private async readText(path: string): Promise<string> {
    const response = await this.fetch(`${this.options.upstreamUrl}${path}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const type = response.headers.get('content-type') ?? '';
    // A SPA fallback answers a missing file with HTML: only JSON counts.
    if (!response.ok || !type.includes('json')) throw new RemoteUnavailable(`${path} answered ${response.status} ${type}`);
    return response.text();
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

