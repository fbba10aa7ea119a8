import { Module } from '@nestjs/common';
import { PublicFormGuard } from './public-form.guard';
import { PublicFormThrottle } from './public-form-throttle';

/** The public forms' JSON check and the turn-taking for handlers that answer the 429 themselves. */
@Module({
  providers: [PublicFormThrottle, PublicFormGuard],
  exports: [PublicFormThrottle, PublicFormGuard],
})
export class PublicFormsModule {}
