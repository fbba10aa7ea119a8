import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AdminUserEntity } from './admin-user.entity';
import { LoginThrottleService } from './login-throttle.service';
import { hashPassword, verifyPassword } from './password-hasher';

export interface AdminPrincipal {
  id: number;
  username: string;
}

export interface JwtPayload {
  sub: number;
  username: string;
}

@Injectable()
export class AuthService {
  /** Verified against when the username is unknown, so both failures take the same time. */
  private decoyHash: Promise<string> | null = null;

  constructor(
    @InjectRepository(AdminUserEntity) private readonly admins: Repository<AdminUserEntity>,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async login(username: string, password: string, client: string): Promise<{ token: string }> {
    this.throttle.assertAllowed(client);
    const admin = await this.admins.findOneBy({ username });
    this.decoyHash ??= hashPassword('decoy-password-for-unknown-users');
    const valid = await verifyPassword(admin?.passwordHash ?? (await this.decoyHash), password);
    if (!admin || !valid) {
      this.throttle.recordFailure(client);
      throw new UnauthorizedException('Invalid username or password');
    }
    this.throttle.recordSuccess(client);
    const payload: JwtPayload = { sub: admin.id, username: admin.username };
    return { token: await this.jwt.signAsync(payload) };
  }

  /** The token's administrator, when it still exists. */
  async findPrincipal(payload: Partial<JwtPayload>): Promise<AdminPrincipal | null> {
    if (typeof payload.sub !== 'number' || !Number.isInteger(payload.sub) || payload.sub <= 0) return null;
    const admin = await this.admins.findOneBy({ id: payload.sub });
    return admin ? { id: admin.id, username: admin.username } : null;
  }
}
