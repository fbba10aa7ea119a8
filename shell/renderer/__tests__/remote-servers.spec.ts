/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RemoteServers, RemoteUnavailable } from '../remote-servers';

/** An upstream serving files from a map; a test changes the map to "redeploy". */
function upstream(files: Record<string, string>) {
  const fetch = jest.fn(async (url: string) => {
    const path = new URL(url).pathname;
    const body = files[path];
    if (body === undefined) return new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return fetch as unknown as typeof globalThis.fetch & jest.Mock;
}

const remotesJson = JSON.stringify({ mfe_public: '/remotes/public/mf-manifest.json', mfe_gallery: '/remotes/gallery/mf-manifest.json' });

describe('the remotes the renderer loads at run time', () => {
  let now = 0;
  const files: Record<string, string> = {};
  const servers = () => new RemoteServers({ upstreamUrl: 'http://gateway', checkIntervalMs: 2000, shared: () => ({}), fetch: upstream(files), now: () => now });

  beforeEach(() => {
    now = 0;
    for (const key of Object.keys(files)) delete files[key];
    Object.assign(files, {
      '/remotes.json': remotesJson,
      '/remotes/public/mf-manifest.json': '{"exposes":[{"name":"Home","assets":{"css":{"sync":["static/css/home.css"]}}}]}',
      '/remotes/public/server/mf-manifest.json': '{"build":1}',
    });
  });

  it("finds a remote's server build beside the browser manifest remotes.json names", async () => {
    const build = await servers().build('mfe_public');
    expect(build.publicFolder).toBe('/remotes/public/');
    expect(build.browserManifest.exposes?.[0]?.name).toBe('Home');
    expect(build.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it("reads the browser build's script graph for the page's preloads, and does without one", async () => {
    expect((await servers().build('mfe_public')).scriptGraph).toBeNull();
    files['/remotes/public/script-graph.json'] = '{"groups":{},"provides":{},"fallbacks":{}}';
    const build = await servers().build('mfe_public');
    expect(build.scriptGraph).toEqual({ groups: {}, provides: {}, fallbacks: {} });
    expect(build.browserManifestPath).toBe('/remotes/public/mf-manifest.json');
  });

  it('notices a redeploy after the check interval, and only then', async () => {
    const remotes = servers();
    const first = await remotes.build('mfe_public');
    files['/remotes/public/server/mf-manifest.json'] = '{"build":2}';
    now = 1999;
    expect(await remotes.build('mfe_public')).toBe(first);
    now = 2000;
    const second = await remotes.build('mfe_public');
    expect(second.version).not.toBe(first.version);
    now = 4000;
    expect(await remotes.build('mfe_public')).toBe(second);
  });

  it('reports a remote without a server build, or missing from remotes.json, as unavailable', async () => {
    const remotes = servers();
    await expect(remotes.build('mfe_gallery')).rejects.toBeInstanceOf(RemoteUnavailable);
    await expect(remotes.build('mfe_admin')).rejects.toThrow('not in remotes.json');
  });

  it('recovers a remote that comes back, at the next check', async () => {
    delete files['/remotes/public/server/mf-manifest.json'];
    const remotes = servers();
    await expect(remotes.build('mfe_public')).rejects.toBeInstanceOf(RemoteUnavailable);
    files['/remotes/public/server/mf-manifest.json'] = '{"build":3}';
    now = 2000;
    await expect(remotes.build('mfe_public')).resolves.toMatchObject({ publicFolder: '/remotes/public/' });
  });
});

describe('a redeployed remote, loaded by the real federation runtime', () => {
  // A remote served over HTTP the way a deploy serves it: server/mf-manifest.json and a CommonJS
  // container whose exposed page says which build it is. No runtime internals are faked, so a
  // runtime upgrade that stops re-registering a remote fails here.
  let build = 1;
  let server: Server;
  let upstreamUrl = '';
  const serverManifest = () =>
    JSON.stringify({
      id: 'mfe_public',
      name: 'mfe_public',
      metaData: {
        name: 'mfe_public',
        type: 'app',
        buildInfo: { buildVersion: String(build), buildName: 'mfe_public' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'commonjs-module' },
        types: { path: '', name: '', zip: '', api: '' },
        globalName: 'mfe_public',
        pluginVersion: '2.9.2',
        publicPath: 'auto',
      },
      shared: [],
      remotes: [],
      exposes: [{ id: 'mfe_public:Home', name: 'Home', path: './Home', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
    });
  const container = () => `module.exports = { init() {}, get() { return Promise.resolve(() => ({ default: function Home() { return 'build ${build}'; } })); } };`;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://upstream').pathname;
      const body =
        path === '/remotes.json' ? remotesJson
        : path === '/remotes/public/mf-manifest.json' ? JSON.stringify({ exposes: [], build })
        : path === '/remotes/public/server/mf-manifest.json' ? serverManifest()
        : path === '/remotes/public/server/remoteEntry.js' ? container()
        : null;
      if (body === null) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': path.endsWith('.js') ? 'text/javascript' : 'application/json', connection: 'close' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('renders with the new build at the next check, through the same federation instance', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let now = 0;
    build = 1;
    const remotes = new RemoteServers({ upstreamUrl, checkIntervalMs: 1000, shared: () => ({}), now: () => now });
    const first = await remotes.page('mfe_public/Home');
    expect((first.module.default as () => string)()).toBe('build 1');

    build = 2;
    expect(((await remotes.page('mfe_public/Home')).module.default as () => string)()).toBe('build 1');
    now = 1000;
    const second = await remotes.page('mfe_public/Home');
    expect(second.build.version).not.toBe(first.build.version);
    expect((second.module.default as () => string)()).toBe('build 2');
    expect(second.build.federation).toBe(first.build.federation);
  });
});
