// PRODUCT section 3: the first start creates the single administrator from ADMIN_USERNAME and
// ADMIN_PASSWORD, or prints a generated password once. There is no built-in default password.
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdminUserEntity } from './admin-user.entity';
import { hashPassword } from './password-hasher';

@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    @InjectRepository(AdminUserEntity) private readonly admins: Repository<AdminUserEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.admins.count()) > 0) return;
    const generated = !this.config.adminPassword;
    const password = this.config.adminPassword ?? randomBytes(15).toString('base64url');
    await this.admins.save(
      this.admins.create({ username: this.config.adminUsername, passwordHash: await hashPassword(password) }),
    );
    if (generated) {
      // Shown exactly once, on purpose: the operator has no other way to learn it. Written
      // directly (same JSON shape as the logs) so no LOG_LEVEL can hide it.
      const message = `FIRST START: administrator "${this.config.adminUsername}" created with the generated password: ${password}  (shown only now; set ADMIN_PASSWORD before the first start to choose it)`;
      process.stdout.write(`${JSON.stringify({ level: 'warn', pid: process.pid, timestamp: Date.now(), message, context: 'Admin' })}\n`);
    } else {
      this.logger.log(`Administrator "${this.config.adminUsername}" created from ADMIN_USERNAME/ADMIN_PASSWORD`);
    }
  }
}
