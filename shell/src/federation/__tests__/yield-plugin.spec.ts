import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import yieldPlugin from '../yield-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerGlobalPlugins: jest.fn() }));

type BeforeLoadShare = (args: { pkgName: string }) => Promise<{ pkgName: string }>;

describe('the federation runtime plugin that yields between shared modules', () => {
  it('lets what the browser has queued run before a shared module is prepared', async () => {
    const plugin = yieldPlugin();
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const prepared = (plugin.beforeLoadShare as unknown as BeforeLoadShare)({ pkgName: 'react' }).then((args) => {
      order.push(`prepared ${args.pkgName}`);
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    await prepared;
    expect(order).toEqual(['queued task', 'prepared react']);
  });

  it('is registered for every federation instance, so the remotes do the same', () => {
    const plugin = yieldPlugin();
    expect(registerGlobalPlugins).toHaveBeenCalledWith([plugin]);
  });
});
