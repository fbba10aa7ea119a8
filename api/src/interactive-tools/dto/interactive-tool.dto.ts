import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUrl, MaxLength } from 'class-validator';
import { CONTENT_TEXT_LIMITS, TOOL_TYPES, TOOL_WORKSHOPS, type InteractiveTool, type InteractiveToolInput, type InteractiveToolTextsInput, type ToolType, type ToolWorkshop } from 'shared-ui/domain';
import { OptionalText, RequiredText, RequiredTextWhenSent, Trim, TrimToNull } from '../../common/dto-fields';

const WEB_URL = { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true };

export class InteractiveToolInputDto implements InteractiveToolInput {
  @RequiredText(CONTENT_TEXT_LIMITS.toolTitle)
  title: string;

  @RequiredText(CONTENT_TEXT_LIMITS.toolDescription)
  description: string;

  @OptionalText(CONTENT_TEXT_LIMITS.toolTitle)
  titleEn?: string | null;

  @OptionalText(CONTENT_TEXT_LIMITS.toolDescription)
  descriptionEn?: string | null;

  @ApiProperty({ enum: TOOL_TYPES })
  @IsIn(TOOL_TYPES)
  type: ToolType;

  @ApiProperty({ enum: TOOL_WORKSHOPS })
  @IsIn(TOOL_WORKSHOPS)
  workshop: ToolWorkshop;

  @ApiProperty({ example: 'https://kahoot.it/challenge/123', description: 'http(s) only' })
  @Trim()
  @IsUrl(WEB_URL, { message: 'url must be an http(s) address' })
  @MaxLength(2000)
  url: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'https only (shown in a sandboxed iframe)' })
  @TrimToNull()
  @IsOptional()
  @IsUrl({ ...WEB_URL, protocols: ['https'] }, { message: 'embedUrl must be an https address' })
  @MaxLength(2000)
  embedUrl?: string | null;
}

/** PATCH /interactive-tools/{id}: the texts in either language; absent fields stay (issue 15). */
export class InteractiveToolTextsDto implements InteractiveToolTextsInput {
  @RequiredTextWhenSent(CONTENT_TEXT_LIMITS.toolTitle)
  title?: string;

  @RequiredTextWhenSent(CONTENT_TEXT_LIMITS.toolDescription)
  description?: string;

  @OptionalText(CONTENT_TEXT_LIMITS.toolTitle)
  titleEn?: string | null;

  @OptionalText(CONTENT_TEXT_LIMITS.toolDescription)
  descriptionEn?: string | null;
}

export class InteractiveToolDto implements InteractiveTool {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true, description: 'English title (issue 15); null when not written' }) titleEn: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'English description (issue 15)' }) descriptionEn: string | null;
  @ApiProperty({ enum: TOOL_TYPES }) type: ToolType;
  @ApiProperty({ enum: TOOL_WORKSHOPS }) workshop: ToolWorkshop;
  @ApiProperty() url: string;
  @ApiProperty({ type: String, nullable: true }) embedUrl: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
