import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { ContentVersion } from './content-version';

/**
 * The version of the public content, for the page renderer: a rendered page is kept
 * per version, so any change made through the admin shows in the next render.
 */
@ApiTags('health')
@Controller('content-version')
export class ContentVersionController {
  constructor(private readonly version: ContentVersion) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The version of the public content; it changes with every change to it', security: [] })
  @ApiOkResponse({ schema: { example: { version: 42 } } })
  async current(): Promise<{ version: number }> {
    return { version: await this.version.current() };
  }
}
