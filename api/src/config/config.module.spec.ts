import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigService } from '@nestjs/config';
import { APP_CONFIG, type AppConfig, loadConfig } from './app-config';
import { APP_CONFIG_NAMESPACE, ConfigModule } from './config.module';

@Injectable()
class Reader {
  constructor(@Inject(APP_CONFIG) readonly config: AppConfig) {}
}

describe('ConfigModule (through @nestjs/config)', () => {
  it('gives every module the loaded configuration, by token and through ConfigService, without reading the environment again', async () => {
    const config = loadConfig({ PORT: '9123', DATA_DIR: '/srv/data' });
    const before = process.env.PORT;
    process.env.PORT = '1';
    try {
      @Module({ imports: [ConfigModule.forRoot(config)], providers: [Reader] })
      class Root {}
      const module = await NestFactory.createApplicationContext(Root, { logger: false });
      expect(module.get(Reader).config).toBe(config);
      const service = module.get(ConfigService);
      expect(service.get<AppConfig>(APP_CONFIG_NAMESPACE)).toEqual(config);
      expect(service.get<number>(`${APP_CONFIG_NAMESPACE}.port`)).toBe(9123);
      // No .env file, no process.env: only the configuration loadConfig produced.
      expect(service.get('PORT')).toBeUndefined();
      await module.close();
    } finally {
      if (before === undefined) delete process.env.PORT;
      else process.env.PORT = before;
    }
  });
});
