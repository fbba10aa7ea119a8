// The time as the server's rules see it: every rule with a time in it (retention, trash, tokens,
// meetings, the newsletter's attempts, the jobs' days) reads this one clock, so a test moves it
// (jest.spyOn(clock, 'now')) instead of waiting, and waits with `sleep`, which a test can skip.
import { Injectable } from '@nestjs/common';

@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Now in whole seconds, the precision of a `datetime` column on both dialects. */
  nowInSeconds(): Date {
    return wholeSeconds(this.now());
  }

  /** `ms` from now, in whole seconds. */
  inSeconds(ms: number): Date {
    return wholeSeconds(new Date(this.now().getTime() + ms));
  }

  /** Resolves after `ms` of real time (a pause between two mails, a retry's back-off). */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}

export const wholeSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

/**
 * The application's one clock. Nest hands out this instance (PlatformModule), and entity hooks,
 * which Nest does not construct, read it here: a test that moves it moves both.
 */
export const clock = new Clock();
