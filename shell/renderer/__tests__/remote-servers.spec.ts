/** @jest-environment node */
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

  it('notices a redeploy after the check interval, and only then', async () => {
    const remotes = servers();
    const first = await remotes.build('mfe_public');
    files['/remotes/public/server/mf-manifest.json'] = '{"build":2}';
    now = 1999;
    expect(await remotes.build('mfe_public')).toBe(first);
    now = 2000;
    const second = await remotes.build('mfe_public');
    expect(second.version).not.toBe(first.version);
    expect(second.federation).not.toBe(first.federation);
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

describe('a redeployed remote', () => {
  it("is loaded anew: the old build's container the runtime keeps under the remote's name is dropped", async () => {
    let now = 0;
    const files: Record<string, string> = {
      '/remotes.json': remotesJson,
      '/remotes/public/mf-manifest.json': '{}',
      '/remotes/public/server/mf-manifest.json': '{"build":1}',
    };
    const remotes = new RemoteServers({ upstreamUrl: 'http://gateway', checkIntervalMs: 1000, shared: () => ({}), fetch: upstream(files), now: () => now });
    await remotes.build('mfe_public');
    const global = globalThis as Record<string, unknown> & { __FEDERATION__: { __INSTANCES__: Array<{ options: { name: string } }> } };
    global.mfe_public = { oldContainer: true };
    // The old container's own runtime instance, which the next container would find by name.
    global.__FEDERATION__.__INSTANCES__.push({ options: { name: 'mfe_public' } });
    files['/remotes/public/server/mf-manifest.json'] = '{"build":2}';
    now = 1000;
    await remotes.build('mfe_public');
    expect(global.mfe_public).toBeUndefined();
    expect(global.__FEDERATION__.__INSTANCES__.filter((instance) => instance.options.name === 'mfe_public')).toEqual([]);
  });
});
