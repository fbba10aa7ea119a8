import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SITE_CONTENT, type SiteContent } from 'shared-ui/domain';
import { Public } from '../common/public.decorator';
import { SiteConfigService } from './site-config.service';

@ApiTags('site')
@Controller('site')
export class SiteConfigController {
  constructor(private readonly site: SiteConfigService) {}

  @Public()
  @Get()
  // Read on every page render: always asked again, so a changed file shows on the next page.
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "The site's details as the operator configured them (SITE_CONFIG_FILE or DATA_DIR/site.json over the sample values)", security: [] })
  @ApiOkResponse({ description: 'Contact, school, social profiles, partners, project number', schema: { example: SITE_CONTENT } })
  current(): Promise<SiteContent> {
    return this.site.current();
  }
}
