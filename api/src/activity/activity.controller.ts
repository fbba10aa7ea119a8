// The activity log for the administrator: a page of entries, newest first, filtered by kind,
// action and a range of instants. Administrator only (the global JWT guard).
import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACTIVITY_PAGE_SIZE } from '@softskills/domain';
import { type ActivityPage, ActivityService } from './activity.service';
import { ActivityPageDto, ActivityQueryDto } from './dto/activity.dto';

@ApiTags('activity')
@Controller('activity')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  @ApiOperation({ summary: 'One page of the activity log, newest first: logins, changes, deletes, publishing, backups, mailings, erasures' })
  @ApiOkResponse({ type: ActivityPageDto })
  @ApiBadRequestResponse({ description: 'A filter out of its range, or `from` not before `to`' })
  list(@Query() query: ActivityQueryDto): Promise<ActivityPage> {
    const from = query.from ? new Date(query.from) : undefined;
    const to = query.to ? new Date(query.to) : undefined;
    if (from && to && from >= to) throw new BadRequestException('from must be before to');
    return this.activity.page({ kind: query.kind, action: query.action, from, to }, query.page ?? 1, query.pageSize ?? ACTIVITY_PAGE_SIZE);
  }
}
