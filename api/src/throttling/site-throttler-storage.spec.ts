import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, throttleKey } from './site-throttler';
import { SiteThrottlerStorage } from './site-throttler-storage';

describe('SiteThrottlerStorage', () => {
  let storage: SiteThrottlerStorage;
  const at = (ms: number) => jest.setSystemTime(ms);
  const login = (client: string) => storage.increment(throttleKey('login', client), LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURE_LIMIT, 0, 'login');
  const contact = (client: string) => storage.increment(throttleKey('contact', client), 30_000, 3, 30_000, 'contact');

  beforeEach(() => {
    jest.useFakeTimers();
    storage = new SiteThrottlerStorage(new Set(['contact']));
  });
  afterEach(() => jest.useRealTimers());

  it('counts a login attempt when it starts, so the sixth within the window is refused, per client, until the first expires', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      at(1000 + i);
      expect((await login('a')).isBlocked).toBe(false);
    }
    at(2000);
    expect((await login('a')).isBlocked).toBe(true);
    expect((await login('b')).isBlocked).toBe(false);
    at(1000 + LOGIN_FAILURE_WINDOW_MS);
    expect((await login('a')).isBlocked).toBe(false);
  });

  it('tells a refused login how many seconds remain until its oldest attempt expires', async () => {
    at(10_000);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) await login('a');
    at(10_000 + 15_500);
    expect(await login('a')).toMatchObject({ isBlocked: true, timeToBlockExpire: 45 });
  });

  it("forgets a client's login attempts after a success, and only that client's", async () => {
    at(1000);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i += 1) {
      await login('a');
      await login('b');
    }
    storage.forget(throttleKey('login', 'a'));
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) expect((await login('a')).isBlocked).toBe(false);
    expect((await login('a')).isBlocked).toBe(true);
    expect((await login('b')).isBlocked).toBe(false);
    expect((await login('b')).isBlocked).toBe(true);
  });

  it('gives a public form a bucket: the burst at once, then one more per refill period, not a whole window later', async () => {
    at(0);
    for (let i = 0; i < 3; i += 1) expect((await contact('a')).isBlocked).toBe(false);
    expect(await contact('a')).toMatchObject({ isBlocked: true, timeToBlockExpire: 30 });
    at(20_000);
    expect(await contact('a')).toMatchObject({ isBlocked: true, timeToBlockExpire: 10 });
    expect((await contact('b')).isBlocked).toBe(false);
    at(30_000);
    expect((await contact('a')).isBlocked).toBe(false);
    expect((await contact('a')).isBlocked).toBe(true);
    at(120_000);
    for (let i = 0; i < 3; i += 1) expect((await contact('a')).isBlocked).toBe(false);
    expect((await contact('a')).isBlocked).toBe(true);
  });
});
