import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags, ApiServiceUnavailableResponse, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { LOGIN_BODY_LIMIT } from '../common/json-body';
import type { Request } from 'express';
import { Public } from '../common/public.decorator';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { clientOf, Throttled } from '../throttling/site-throttler';
import { AuthService } from './auth.service';
import { NoStore } from './private-answers.interceptor';
import { LoginDto, LoginResultDto } from './dto/login.dto';

@ApiTags('auth')
@Controller('login')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @NoStore()
  @LeavesPublicContentUnchanged()
  // Counted before the body is validated (guards run before pipes).
  @Throttled('login')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in as the administrator', security: [] })
  @ApiOkResponse({ type: LoginResultDto })
  @ApiUnauthorizedResponse({ description: 'Wrong username or password' })
  @ApiPayloadTooLargeResponse({ description: `A body over ${LOGIN_BODY_LIMIT}, refused before it is read` })
  @ApiTooManyRequestsResponse({ description: '5 attempts within a minute from this client (counted when they start, before the body is validated; cleared by a success); Retry-After says when to try again' })
  @ApiServiceUnavailableResponse({ description: 'Too many password checks waiting server-wide; Retry-After: 1' })
  login(@Body() body: LoginDto, @Req() request: Request): Promise<LoginResultDto> {
    return this.auth.login(body.username, body.password, clientOf(request));
  }
}
