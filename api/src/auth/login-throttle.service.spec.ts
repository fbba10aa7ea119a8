import { HttpException } from '@nestjs/common';
import { LOGIN_FAILURE_WINDOW_MS, LoginThrottleService } from './login-throttle.service';

describe('LoginThrottleService', () => {
  it('blocks the fifth failure within the window and releases the client after it', () => {
    const throttle = new LoginThrottleService();
    for (let i = 0; i < 5; i += 1) throttle.recordFailure('a', 1000 + i);
    expect(() => throttle.assertAllowed('a', 2000)).toThrow(HttpException);
    expect(() => throttle.assertAllowed('b', 2000)).not.toThrow();
    expect(() => throttle.assertAllowed('a', 1004 + LOGIN_FAILURE_WINDOW_MS)).not.toThrow();
  });

  it('forgets the failures of a client that logs in successfully', () => {
    const throttle = new LoginThrottleService();
    for (let i = 0; i < 4; i += 1) throttle.recordFailure('a', 1000);
    throttle.recordSuccess('a');
    throttle.recordFailure('a', 1000);
    expect(() => throttle.assertAllowed('a', 1001)).not.toThrow();
  });
});
