import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AdminUserEntity } from './admin-user.entity';
import { InjectThrottlerStorage } from '@nestjs/throttler';
import { SiteThrottlerStorage } from '../throttling/site-throttler-storage';
import { throttleKey } from '../throttling/site-throttler';
import { PasswordChecks } from './password-checks';
import { ActivityService } from '../activity/activity.service';

export interface AdminPrincipal {
  id: number;
  username: string;
}

export interface JwtPayload {
  sub: number;
  username: string;
  /** Set by the signer; a token without it is refused. */
  exp?: number;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(AdminUserEntity) private readonly admins: Repository<AdminUserEntity>,
    private readonly jwt: JwtService,
    @InjectThrottlerStorage() private readonly throttle: SiteThrottlerStorage,
    private readonly passwords: PasswordChecks,
    private readonly activity: ActivityService,
  ) {}

  /** The attempt was already counted by the login throttler, before the body was validated; a success forgets the client's failures. */
  async login(username: string, password: string, client: string): Promise<{ token: string }> {
    const admin = await this.admins.findOneBy({ username });
    const valid = await this.passwords.verify(admin?.passwordHash ?? null, password);
    if (!admin || !valid) {
      // The name typed is not kept: it may be a password typed into the wrong field.
      await this.activity.record({ kind: 'login', action: 'login-failed', actor: null });
      throw new UnauthorizedException('Invalid username or password');
    }
    this.throttle.forget(throttleKey('login', client));
    await this.activity.record({ kind: 'login', action: 'login-succeeded', actor: admin.username });
    const payload: JwtPayload = { sub: admin.id, username: admin.username };
    return { token: await this.jwt.signAsync(payload) };
  }

  /** The token's administrator, when it still exists. */
  async findPrincipal(payload: Partial<JwtPayload>): Promise<AdminPrincipal | null> {
    // jsonwebtoken checks `exp` only when it is there: a token that never expires is refused here.
    if (typeof payload.exp !== 'number') return null;
    if (typeof payload.sub !== 'number' || !Number.isInteger(payload.sub) || payload.sub <= 0) return null;
    const admin = await this.admins.findOneBy({ id: payload.sub });
    return admin ? { id: admin.id, username: admin.username } : null;
  }
}
