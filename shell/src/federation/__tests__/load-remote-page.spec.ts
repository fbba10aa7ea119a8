import { freshAttempt, loadRemotePage, REMOTE_LOAD_TIMEOUT_MS } from '../load-remote-page';
import { RemoteUnavailableError } from '../remote-errors';
import remoteFailurePlugin from '../remote-failure-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const Page = () => null;

describe('loadRemotePage', () => {
  it('returns the default export and reuses the same promise within one attempt', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const first = loadRemotePage('mfe_public/Home', 0, load as never);
    expect(loadRemotePage('mfe_public/Home', 0, load as never)).toBe(first);
    await expect(first).resolves.toMatchObject({ default: Page });
    expect(load).toHaveBeenCalledTimes(1);
    expect(freshAttempt('mfe_public/Home')).toBe(0);
  });

  it('turns the failure marker of the errorLoadRemote plugin into RemoteUnavailableError', async () => {
    const plugin = remoteFailurePlugin();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const marker = await plugin.errorLoadRemote!({ id: 'mfe_gallery/Gallery', error: new Error('offline'), lifecycle: 'onLoad' } as never);
    const load = jest.fn(async () => marker);
    await expect(loadRemotePage('mfe_gallery/Gallery', 0, load as never)).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('starts a new attempt after a failure, so a retry really loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce({ default: Page });
    await expect(loadRemotePage('mfe_admin/Admin', 0, load)).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(freshAttempt('mfe_admin/Admin')).toBe(1);
    await expect(loadRemotePage('mfe_admin/Admin', 1, load)).resolves.toMatchObject({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a remote that does not answer in time', async () => {
    jest.useFakeTimers();
    const pending = loadRemotePage('mfe_public/About', 0, (() => new Promise(() => {})) as never);
    jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
    await expect(pending).rejects.toThrow('timeout');
    jest.useRealTimers();
  });

  it('lets manifest failures through the plugin untouched', () => {
    const plugin = remoteFailurePlugin();
    expect(plugin.errorLoadRemote!({ id: '/remotes/public/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve' } as never)).toBeUndefined();
  });
});
