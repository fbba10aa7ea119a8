import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { type AdminPrincipal, AuthService, type JwtPayload } from './auth.service';
import { JWT_SECRET } from './jwt-secret.provider';

/** HS256 only, `exp` required and checked: `alg: none`, other algorithms and keys, and tokens that never expire are refused. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_SECRET) secret: string,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: secret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: JwtPayload): Promise<AdminPrincipal | false> {
    return (await this.auth.findPrincipal(payload)) ?? false;
  }
}
