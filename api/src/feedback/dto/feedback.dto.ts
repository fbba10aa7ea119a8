import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_COMMENT_MIN,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_WORKSHOPS,
  type AdminFeedbackInput,
  type Feedback,
  type FeedbackStats,
  type FeedbackWorkshop,
  type PublicFeedbackInput,
} from '@softskills/domain';
import { RequiredText, Trim, TrimToNull } from '../../common/dto-fields';
import { SpamTrapFieldsDto } from '../../public-forms/spam-trap';

/** A visitor's feedback (PRODUCT section 4, reading B). Stored unapproved whatever `approved` says. */
export class PublicFeedbackInputDto extends SpamTrapFieldsDto implements PublicFeedbackInput {
  @RequiredText(100)
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'email' })
  @TrimToNull()
  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  email?: string | null;

  @ApiProperty({ enum: FEEDBACK_WORKSHOPS })
  @IsIn(FEEDBACK_WORKSHOPS)
  workshop: FeedbackWorkshop;

  @ApiProperty({ minimum: FEEDBACK_RATING_MIN, maximum: FEEDBACK_RATING_MAX })
  @IsInt()
  @Min(FEEDBACK_RATING_MIN)
  @Max(FEEDBACK_RATING_MAX)
  rating: number;

  @ApiProperty({ minLength: FEEDBACK_COMMENT_MIN, maxLength: FEEDBACK_COMMENT_MAX })
  @Trim()
  @IsString()
  @Length(FEEDBACK_COMMENT_MIN, FEEDBACK_COMMENT_MAX)
  comment: string;

  @ApiPropertyOptional({ enum: [false], description: 'Ignored: public feedback always waits for approval' })
  approved?: false;
}

/**
 * Feedback typed in by the administrator: approved at once. With a workshop and a rating
 * validated as a visitor's are; only the comment may be shorter (a line from a paper form).
 */
export class AdminFeedbackInputDto extends PickType(PublicFeedbackInputDto, ['name', 'workshop', 'rating'] as const) implements AdminFeedbackInput {
  @ApiProperty({ maxLength: FEEDBACK_COMMENT_MAX })
  @Trim()
  @IsString()
  @Length(1, FEEDBACK_COMMENT_MAX)
  comment: string;
}

export class FeedbackApprovalDto {
  @ApiProperty()
  @IsBoolean()
  approved: boolean;
}

export class FeedbackDto implements Feedback {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() comment: string;
  @ApiProperty({ enum: FEEDBACK_WORKSHOPS, nullable: true }) workshop: FeedbackWorkshop | null;
  @ApiProperty({ type: Number, nullable: true }) rating: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiPropertyOptional({ description: "Administrator's list only" }) approved?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: "Administrator's list only" }) email?: string | null;
}

export class FeedbackStatsDto implements FeedbackStats {
  @ApiProperty({ type: Number, nullable: true, description: 'One decimal, over approved items with a rating' }) averageRating: number | null;
  @ApiProperty() totalReviews: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Whole percent of rated items with rating >= 4' }) recommendedPercent: number | null;
  @ApiProperty({ enum: FEEDBACK_WORKSHOPS, nullable: true }) mostReviewedWorkshop: FeedbackWorkshop | null;
  @ApiProperty({ type: [FeedbackDto] }) recent: FeedbackDto[];
}
