// The time as the server's rules see it (issue 30): one injectable, so a test moves it instead of
// waiting months for a retention period to pass.
import { Injectable } from '@nestjs/common';

@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Now in whole seconds, the precision of a `datetime` column on both dialects. */
  nowInSeconds(): Date {
    return new Date(Math.floor(this.now().getTime() / 1000) * 1000);
  }
}
