import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { DataSubjectDto } from './dto/data-subject.dto';
import { ErasureReportDto, PersonalDataExportDto, PersonalDataFoundDto } from './dto/personal-data.dto';
import type { ErasureReport, PersonalDataExport, PersonalDataFound } from 'shared-ui/domain';
import { PersonalDataService } from './personal-data.service';

/** Issue 30: a person's data in one place (administrator only, like every route not marked public). */
@ApiTags('privacy')
@Controller('privacy')
export class PrivacyController {
  constructor(private readonly personalData: PersonalDataService) {}

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
