import { Module } from '@nestjs/common';
import { PublicFormGuard } from './public-form.guard';
import { PublicFormThrottle } from './public-form-throttle';

/** One throttle for both public forms (contact, feedback), shared by their modules. */
@Module({
  providers: [PublicFormThrottle, PublicFormGuard],
  exports: [PublicFormThrottle, PublicFormGuard],
})
export class PublicFormsModule {}
