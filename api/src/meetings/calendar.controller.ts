import { createHash } from 'node:crypto';
import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DEFAULT_LOCALE, workshopTitleIn, type Locale, type Meeting } from 'shared-ui/domain';
import { TextAnswer } from '../common/endpoints';
import { parseId } from '../common/parse-id.pipe';
import { Public } from '../common/public.decorator';
import { calendarFeed } from './calendar-feed';
import { MeetingsService } from './meetings.service';
import { parseWorkshopId } from './workshop-id';

/** Calendar apps poll subscriptions; 15 minutes keeps a cancellation fresh without hammering the API. */
const FEED_CACHE_CONTROL = 'public, max-age=900, must-revalidate';

const localeOf = (lang: unknown): Locale => (lang === 'en' ? 'en' : DEFAULT_LOCALE);

/**
 * The calendar feeds (issue 27). The site serves them at /kalendar.ics and /kalendar/{id}.ics
 * (npm start and the gateway pass those here); `?lang=en` words them in English.
 */
@ApiTags('meetings')
@Public()
@Controller('calendar')
export class CalendarController {
  constructor(private readonly meetings: MeetingsService) {}

  @Get('all.ics')
  @ApiOperation({ summary: 'iCalendar feed of every workshop’s meetings (/kalendar.ics)', security: [] })
  @ApiQuery({ name: 'lang', required: false, enum: ['sk', 'en'] })
  @TextAnswer('The feed (text/calendar; ETag, 304 when unchanged)', 'text/calendar')
  async all(@Query('lang') lang: string | undefined, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendCalendar(request, response, await this.meetings.list(), localeOf(lang));
  }

  @Get('workshop/:workshopId.ics')
  @ApiOperation({ summary: 'iCalendar feed of one workshop (/kalendar/{workshopId}.ics)', security: [] })
  @ApiQuery({ name: 'lang', required: false, enum: ['sk', 'en'] })
  @TextAnswer('The feed (text/calendar; ETag, 304 when unchanged)', 'text/calendar')
  async workshop(@Param('workshopId') workshopId: string, @Query('lang') lang: string | undefined, @Req() request: Request, @Res() response: Response): Promise<void> {
    const id = parseWorkshopId(workshopId);
    const locale = localeOf(lang);
    sendCalendar(request, response, await this.meetings.list(id), locale, workshopTitleIn(id, locale));
  }

  @Get('meeting/:id.ics')
  @ApiOperation({ summary: 'One meeting as an .ics download ("Add to calendar")', security: [] })
  @ApiQuery({ name: 'lang', required: false, enum: ['sk', 'en'] })
  @TextAnswer('The meeting as an attachment (text/calendar)', 'text/calendar')
  async meeting(@Param('id') id: string, @Query('lang') lang: string | undefined, @Req() request: Request, @Res() response: Response): Promise<void> {
    const meeting = await this.meetings.get(parseId(id));
    const locale = localeOf(lang);
    response.setHeader('Content-Disposition', `attachment; filename="stretnutie-${meeting.id}.ics"`);
    sendCalendar(request, response, [meeting], locale, workshopTitleIn(meeting.workshopId, locale));
  }
}

function sendCalendar(request: Request, response: Response, meetings: Meeting[], locale: Locale, name?: string): void {
  const body = calendarFeed(meetings, { locale, name });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const lastChange = meetings.reduce((latest, meeting) => Math.max(latest, Date.parse(meeting.updatedAt)), 0);
  response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  response.setHeader('Cache-Control', FEED_CACHE_CONTROL);
  response.setHeader('ETag', etag);
  if (lastChange > 0) response.setHeader('Last-Modified', new Date(lastChange).toUTCString());
  response.setHeader('Vary', 'Accept-Encoding');
  if (request.fresh) {
    response.status(304).end();
    return;
  }
  response.status(200).send(body);
}
