import { Body, Controller, Get, Header, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { DataSubjectDto } from './dto/data-subject.dto';
import { ErasureReportDto, PersonalDataExportDto, PersonalDataFoundDto } from './dto/personal-data.dto';
import { RetentionPeriodsDto } from './dto/retention-periods.dto';
import type { ErasureReport, PersonalDataExport, PersonalDataFound, RetentionPeriods } from '@softskills/domain';
import { PersonalDataService } from './personal-data.service';

/** A person's data in one place (administrator only, like every route not marked public), and the periods the privacy page states. */
@ApiTags('privacy')
@Controller('privacy')
export class PrivacyController {
  constructor(
    private readonly personalData: PersonalDataService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The privacy page states exactly the periods the retention rules apply here, whatever RETENTION_* says. */
  @Public()
  @Get('retention')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'How long personal data is kept: the periods the API erases by (RETENTION_* and the fixed rules)', security: [] })
  @ApiOkResponse({ type: RetentionPeriodsDto })
  retention(): RetentionPeriods {
    return this.config.retention;
  }

  @Post('lookup')
  @HttpCode(200)
  @LeavesPublicContentUnchanged()
  @ApiOperation({ summary: "Every record that holds a person's e-mail (or name), by source" })
  @ApiOkResponse({ type: PersonalDataFoundDto })
  lookup(@Body() subject: DataSubjectDto): Promise<PersonalDataFound> {
    return this.personalData.find(subject);
  }

  @Post('export')
  @HttpCode(200)
  @LeavesPublicContentUnchanged()
  @ApiOperation({ summary: 'The answer to an access request: every record of every source in one JSON document (recorded without the personal data)' })
  @ApiOkResponse({ type: PersonalDataExportDto })
  export(@Body() subject: DataSubjectDto): Promise<PersonalDataExport> {
    return this.personalData.export(subject);
  }

  @Post('erase')
  @HttpCode(200)
  @ApiOperation({ summary: "Erases every record that holds a person's e-mail (or name), in every source (recorded without the personal data)" })
  @ApiOkResponse({ type: ErasureReportDto })
  erase(@Body() subject: DataSubjectDto): Promise<ErasureReport> {
    return this.personalData.erase(subject);
  }
}
