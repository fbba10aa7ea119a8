import { RetryLaterException } from '../common/retry-later';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, LoginThrottleService } from './login-throttle.service';

describe('LoginThrottleService', () => {
  it('counts an attempt when it starts, so the sixth attempt within the window is refused before any is verified', () => {
    const throttle = new LoginThrottleService();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) throttle.reserveAttempt('a', 1000 + i);
    expect(() => throttle.reserveAttempt('a', 2000)).toThrow(RetryLaterException);
    expect(() => throttle.reserveAttempt('b', 2000)).not.toThrow();
    expect(() => throttle.reserveAttempt('a', 1000 + LOGIN_FAILURE_WINDOW_MS)).not.toThrow();
  });

  it('tells the client how many seconds to wait', () => {
    const throttle = new LoginThrottleService();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) throttle.reserveAttempt('a', 10_000);
    try {
      throttle.reserveAttempt('a', 10_000 + 15_500);
      throw new Error('not refused');
    } catch (error) {
      expect(error).toBeInstanceOf(RetryLaterException);
      expect((error as RetryLaterException).getStatus()).toBe(429);
      expect((error as RetryLaterException).retryAfterSeconds).toBe(45);
    }
  });

  it('forgets the attempts of a client that logs in successfully', () => {
    const throttle = new LoginThrottleService();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i += 1) throttle.reserveAttempt('a', 1000);
    throttle.recordSuccess('a');
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) throttle.reserveAttempt('a', 1001);
    expect(() => throttle.reserveAttempt('a', 1002)).toThrow(RetryLaterException);
  });
});
