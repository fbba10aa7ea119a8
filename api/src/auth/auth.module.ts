import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminUserEntity } from './admin-user.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JWT_SECRET, jwtSecretProvider } from './jwt-secret.provider';
import { JwtStrategy } from './jwt.strategy';
import { PasswordChecks } from './password-checks';
import { PrivateAnswersInterceptor } from './private-answers.interceptor';

@Module({
  imports: [
    TypeOrmModule.forFeature([AdminUserEntity]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG, JWT_SECRET],
      extraProviders: [jwtSecretProvider],
      useFactory: (config: AppConfig, secret: string) => ({
        secret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    jwtSecretProvider,
    AuthService,
    AdminBootstrapService,
    PasswordChecks,
    JwtStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_INTERCEPTOR, useClass: PrivateAnswersInterceptor },
  ],
})
export class AuthModule {}
