import type { Response } from 'express';
import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Meeting } from '@softskills/domain';
import { TrashDeleteEndpoint, UpdateByIdEndpoint } from '../common/endpoints';
import { IdParam } from '../common/parse-id.pipe';
import { Public } from '../common/public.decorator';
import { MeetingAnnouncementDto, MeetingChangeDto, MeetingDto, MeetingSeriesDto } from './dto/meeting.dto';
import { MailingDto } from '../newsletter/dto/newsletter-answers.dto';
import type { MailingView } from '../newsletter/mailings.service';
import { MeetingsService } from './meetings.service';
import { parseWorkshopId } from './workshop-id';
import { announceBatch } from '../trash/trash-header';

@ApiTags('meetings')
@Controller('meetings')
export class MeetingsController {
  constructor(private readonly meetings: MeetingsService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Every workshop meeting (or one workshop’s), in the order they take place', security: [] })
  @ApiQuery({ name: 'workshopId', required: false, type: Number })
  @ApiOkResponse({ type: [MeetingDto] })
  list(@Query('workshopId') workshopId?: string): Promise<Meeting[]> {
    return this.meetings.list(workshopId === undefined ? undefined : parseWorkshopId(workshopId));
  }

  @Post('series')
  @ApiOperation({ summary: 'Add a workshop’s meetings at once: the first date, then every intervalWeeks weeks' })
  @ApiCreatedResponse({ type: [MeetingDto] })
  createSeries(@Body() body: MeetingSeriesDto): Promise<Meeting[]> {
    return this.meetings.createSeries(body);
  }

  @Post('announcement')
  @ApiOperation({ summary: 'A newsletter draft announcing these meetings in Slovak and English (cancelled ones left out), to preview and send' })
  @ApiCreatedResponse({ type: MailingDto, description: 'The mailing draft, as GET /newsletter/mailings/{id} answers it' })
  announce(@Body() body: MeetingAnnouncementDto): Promise<MailingView> {
    return this.meetings.announce(body.meetingIds);
  }

  @UpdateByIdEndpoint('PATCH', 'Change, move or cancel one meeting; absent fields stay, SEQUENCE rises', MeetingDto)
  change(@IdParam() id: number, @Body() body: MeetingChangeDto): Promise<Meeting> {
    return this.meetings.change(id, body);
  }

  @TrashDeleteEndpoint('Delete a meeting entered by mistake into the trash (a cancelled one should stay, so calendars learn of it)')
  async remove(@IdParam() id: number, @Res({ passthrough: true }) response: Response): Promise<void> {
    announceBatch(response, await this.meetings.remove(id));
  }
}
