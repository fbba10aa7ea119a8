// The runtime keeps a failed load's promise on the shared module; the plugin drops it, so the next
// request loads the module again instead of getting the old rejection.
import shareRetryPlugin from '../share-retry-plugin';

type ErrorLoadShare = (args: { pkgName: string; shareScopeMap: Record<string, Record<string, Record<string, { loaded?: boolean; loading?: Promise<unknown> | null }>>> }) => void;

describe('the share retry plugin', () => {
  it('forgets the failed load of the module that failed, and nothing else', () => {
    const failed = Promise.reject(new Error('ChunkLoadError'));
    failed.catch(() => undefined);
    const other = Promise.resolve();
    const shareScopeMap = {
      default: {
        'shared-ui/api': { '1.0.0': { loaded: false, loading: failed } },
        'shared-ui/domain': { '1.0.0': { loaded: false, loading: other } },
      },
    };
    (shareRetryPlugin().errorLoadShare as unknown as ErrorLoadShare)({ pkgName: 'shared-ui/api', shareScopeMap });
    expect(shareScopeMap.default['shared-ui/api']['1.0.0'].loading).toBeNull();
    expect(shareScopeMap.default['shared-ui/domain']['1.0.0'].loading).toBe(other);
  });
});
