import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DEFAULT_LOCALE, type Locale } from '@softskills/domain';
import { TextAnswer } from '../common/endpoints';
import { parseId } from '../common/parse-id.pipe';
import { Public } from '../common/public.decorator';
import { CalendarFeeds, type CalendarFile } from './calendar-feeds';
import { parseWorkshopId } from './workshop-id';

/** Calendar apps poll subscriptions; 15 minutes keeps a cancellation fresh without hammering the API. */
const FEED_CACHE_CONTROL = 'public, max-age=900, must-revalidate';

const localeOf = (lang: unknown): Locale => (lang === 'en' ? 'en' : DEFAULT_LOCALE);

/**
 * The calendar feeds. The site serves them at /kalendar.ics and /kalendar/{id}.ics (npm start and
 * the gateway pass those here); `?lang=en` words them in English. Each answer carries its ETag and
 * Express answers 304 to a client that already has it.
 */
@ApiTags('meetings')
@Public()
@Controller('calendar')
export class CalendarController {
  constructor(private readonly feeds: CalendarFeeds) {}

  @Get('all.ics')
  @ApiOperation({ summary: 'iCalendar feed of every workshop’s meetings (/kalendar.ics)', security: [] })
  @ApiQuery({ name: 'lang', required: false, enum: ['sk', 'en'] })
  @TextAnswer('The feed (text/calendar; ETag, 304 when unchanged)', 'text/calendar')
  async all(@Query('lang') lang: string | undefined, @Res() response: Response): Promise<void> {
    send(response, await this.feeds.all(localeOf(lang)));
  }

  @Get('workshop/:workshopId.ics')
  @ApiOperation({ summary: 'iCalendar feed of one workshop (/kalendar/{workshopId}.ics)', security: [] })
  @ApiQuery({ name: 'lang', required: false, enum: ['sk', 'en'] })
  @TextAnswer('The feed (text/calendar; ETag, 304 when unchanged)', 'text/calendar')
  async workshop(@Param('workshopId') workshopId: string, @Query('lang') lang: string | undefined, @Res() response: Response): Promise<void> {
    const id = parseWorkshopId(workshopId);
    send(response, await this.feeds.workshop(id, localeOf(lang)));
  }

  @Get('meeting/:id.ics')
  @ApiOperation({ summary: 'One meeting as an .ics download ("Add to calendar"), named in the reader’s language', security: [] })
  @ApiQuery({ name: 'lang', required: false, enum: ['sk', 'en'] })
  @TextAnswer('The meeting as an attachment (text/calendar)', 'text/calendar')
  async meeting(@Param('id') id: string, @Query('lang') lang: string | undefined, @Res() response: Response): Promise<void> {
    const file = await this.feeds.meeting(parseId(id), localeOf(lang));
    response.attachment(file.fileName ?? 'meeting.ics');
    send(response, file);
  }
}

/** The feed with its validators; res.send answers 304 itself when the client's ETag matches. */
function send(response: Response, file: CalendarFile): void {
  response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  response.setHeader('Cache-Control', FEED_CACHE_CONTROL);
  response.setHeader('ETag', file.etag);
  if (file.lastModified) response.setHeader('Last-Modified', file.lastModified);
  response.setHeader('Vary', 'Accept-Encoding');
  response.status(200).send(file.body);
}
