import { Body, Controller, Get, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Feedback, FeedbackStats } from '@softskills/domain';
import { TrashDeleteEndpoint, UpdateByIdEndpoint } from '../common/endpoints';
import { IdParam } from '../common/parse-id.pipe';
import { isAdminRequest, OptionalAuth, Public, VISITOR_OR_ADMIN } from '../common/public.decorator';
import { validateBody } from '../common/validation';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { PublicForm } from '../public-forms/public-form.guard';
import { AdminFeedbackInputDto, FeedbackApprovalDto, FeedbackDto, FeedbackStatsDto, PublicFeedbackInputDto } from './dto/feedback.dto';
import { FeedbackService } from './feedback.service';
import { announceBatch } from '../trash/trash-header';

@ApiTags('feedback')
@ApiExtraModels(PublicFeedbackInputDto, AdminFeedbackInputDto)
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @OptionalAuth()
  @Get()
  @ApiOperation({
    summary: 'Approved feedback, newest first, without e-mails; with the admin token: all, with approved and email',
    security: VISITOR_OR_ADMIN,
  })
  @ApiOkResponse({ type: [FeedbackDto] })
  list(@Req() request: Request): Promise<Feedback[]> {
    return isAdminRequest(request) ? this.feedback.listAll() : this.feedback.listApproved();
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
    security: VISITOR_OR_ADMIN,
  })
  // anyOf, not oneOf: the token, not the shape, decides which of the two a body is read as.
  @ApiBody({ schema: { anyOf: [{ $ref: getSchemaPath(PublicFeedbackInputDto) }, { $ref: getSchemaPath(AdminFeedbackInputDto) }] } })
  @ApiCreatedResponse({ type: FeedbackDto })
  async create(@Req() request: Request, @Body() body: unknown): Promise<Feedback> {
    if (isAdminRequest(request)) return this.feedback.addAsAdmin(await validateBody(AdminFeedbackInputDto, body));
    return this.feedback.submitPublic(await validateBody(PublicFeedbackInputDto, body));
  }

  @UpdateByIdEndpoint('PUT', 'Approve or withdraw feedback', FeedbackDto)
  setApproved(@IdParam() id: number, @Body() body: FeedbackApprovalDto): Promise<Feedback> {
    return this.feedback.setApproved(id, body.approved);
  }

  @TrashDeleteEndpoint('Delete feedback into the trash')
  async remove(@IdParam() id: number, @Res({ passthrough: true }) response: Response): Promise<void> {
    announceBatch(response, await this.feedback.remove(id));
  }
}
