import { Body, Controller, Delete, Get, Header, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SiteContent } from '@softskills/domain';
import { Public } from '../common/public.decorator';
import { SiteContentDto, SiteSettingsDto } from './dto/site-content.dto';
import { SiteConfigService } from './site-config.service';
import { type SiteSettingsView, SiteSettingsService } from './site-settings.service';

@ApiTags('site')
@Controller('site')
export class SiteConfigController {
  constructor(
    private readonly site: SiteConfigService,
    private readonly settings: SiteSettingsService,
  ) {}

  @Public()
  @Get()
  // Read on every page render: always asked again, so a change shows on the next page.
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "The site's details: what the administrator saved in Settings, over the operator's file (SITE_CONFIG_FILE or DATA_DIR/site.json), over the sample values", security: [] })
  @ApiOkResponse({ type: SiteContentDto })
  current(): Promise<SiteContent> {
    return this.site.current();
  }

  @Get('settings')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The details for Settings: the ones in force, when they were saved, which public ones still hold a sample value' })
  @ApiOkResponse({ type: SiteSettingsDto })
  settingsView(): Promise<SiteSettingsView> {
    return this.settings.view();
  }

  @Put('settings')
  @ApiOperation({ summary: 'Saves every detail at once (checked like the operator\'s file, strictly: all present and valid, or 400 and nothing stored); they win over the file' })
  @ApiBody({ type: SiteContentDto })
  @ApiOkResponse({ type: SiteSettingsDto })
  // Checked by the site details schema (zod), not by a DTO: the same rules as the operator's file.
  save(@Body() details: unknown): Promise<SiteSettingsView> {
    return this.settings.save(details);
  }

  @Delete('settings')
  @ApiOperation({ summary: "Forgets what was saved: the operator's file (or the sample) gives the details again" })
  @ApiOkResponse({ type: SiteSettingsDto })
  reset(): Promise<SiteSettingsView> {
    return this.settings.reset();
  }
}
