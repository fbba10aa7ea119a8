import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { Feedback, FeedbackStats } from 'shared-ui/domain';
import { DeleteEndpoint, UpdateByIdEndpoint } from '../common/endpoints';
import { IdParam } from '../common/parse-id.pipe';
import { OptionalAuth, Public } from '../common/public.decorator';
import { validateBody } from '../common/validation';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { PublicForm } from '../public-forms/public-form.guard';
import { AdminFeedbackInputDto, FeedbackApprovalDto, FeedbackDto, FeedbackStatsDto, PublicFeedbackInputDto } from './dto/feedback.dto';
import { FeedbackService } from './feedback.service';

/** Set by the JWT guard when a valid administrator token came with the request. */
const isAdmin = (request: Request) => Boolean(request.user);

@ApiTags('feedback')
@ApiExtraModels(PublicFeedbackInputDto, AdminFeedbackInputDto)
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @OptionalAuth()
  @Get()
  @ApiOperation({
    summary: 'Approved feedback, newest first, without e-mails; with the admin token: all, with approved and email',
    security: [{}, { bearer: [] }],
  })
  @ApiOkResponse({ type: [FeedbackDto] })
  list(@Req() request: Request): Promise<Feedback[]> {
    return isAdmin(request) ? this.feedback.listAll() : this.feedback.listApproved();
  }

  @Public()
  @Get('stats')
  @ApiOperation({ summary: 'Statistics over approved feedback', security: [] })
  @ApiOkResponse({ type: FeedbackStatsDto })
  stats(): Promise<FeedbackStats> {
    return this.feedback.stats();
  }

  @OptionalAuth()
  @PublicForm('feedback')
  // A visitor's feedback is stored unapproved, so only the administrator's is public at once.
  @LeavesPublicContentUnchanged('for-visitors')
  @Post()
  @ApiOperation({
    summary: 'Submit feedback (stored unapproved); with the admin token: add {name, workshop, rating, comment}, approved at once',
    description: "JSON only. Every visitor's submission with valid fields is stored (201, waiting for approval). Only one whose hidden `website` field is filled (a bot: people never see it) gets the same answer and is not stored.",
    security: [{}, { bearer: [] }],
  })
  // anyOf, not oneOf: the token, not the shape, decides which of the two a body is read as.
  @ApiBody({ schema: { anyOf: [{ $ref: getSchemaPath(PublicFeedbackInputDto) }, { $ref: getSchemaPath(AdminFeedbackInputDto) }] } })
  @ApiCreatedResponse({ type: FeedbackDto })
  async create(@Req() request: Request, @Body() body: unknown): Promise<Feedback> {
    if (isAdmin(request)) return this.feedback.addAsAdmin(await validateBody(AdminFeedbackInputDto, body));
    return this.feedback.submitPublic(await validateBody(PublicFeedbackInputDto, body));
  }

  @UpdateByIdEndpoint('PUT', 'Approve or withdraw feedback', FeedbackDto)
  setApproved(@IdParam() id: number, @Body() body: FeedbackApprovalDto): Promise<Feedback> {
    return this.feedback.setApproved(id, body.approved);
  }

  @DeleteEndpoint('Delete feedback')
  remove(@IdParam() id: number): Promise<void> {
    return this.feedback.remove(id);
  }
}
