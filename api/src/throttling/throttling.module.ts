import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { throttlerOptions } from './site-throttler';

/** The named throttlers (login, contact, feedback, newsletter); global, like the library's module. */
@Module({
  imports: [ThrottlerModule.forRootAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => throttlerOptions(config) })],
})
export class ThrottlingModule {}
