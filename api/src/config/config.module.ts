import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigModule as NestConfigModule, registerAs } from '@nestjs/config';
import { APP_CONFIG, type AppConfig } from './app-config';

/** The namespace of the loaded AppConfig in @nestjs/config's ConfigService (`config.get('app')`). */
export const APP_CONFIG_NAMESPACE = 'app';

/**
 * The configuration main.ts (or a test) loaded and checked, given to every module through
 * @nestjs/config: its ConfigService holds it under `app`, and APP_CONFIG is the same
 * object for constructor injection. @nestjs/config reads no .env file and no process.env here: the
 * environment was parsed once, by loadConfig, before the database was opened.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    const app = registerAs(APP_CONFIG_NAMESPACE, () => config);
    return {
      module: ConfigModule,
      imports: [NestConfigModule.forRoot({ ignoreEnvFile: true, skipProcessEnv: true, validatePredefined: false, load: [app] })],
      providers: [{ provide: APP_CONFIG, useFactory: (loaded: AppConfig) => loaded, inject: [app.KEY] }],
      exports: [APP_CONFIG],
    };
  }
}
