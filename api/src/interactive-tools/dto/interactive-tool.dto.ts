import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUrl, MaxLength } from 'class-validator';
import { CONTENT_TEXT_LIMITS, TOOL_TYPES, TOOL_WORKSHOPS, type InteractiveTool, type InteractiveToolInput, type InteractiveToolTextsInput, type ToolWorkshop } from '@softskills/domain';
import { Trim, TrimToNull } from '../../common/dto-fields';
import { ContentItemDto, ContentItemInputDto, ContentItemTextsDto } from '../../content-items/content-item.dto';

const TOOL = { limits: { title: CONTENT_TEXT_LIMITS.toolTitle, description: CONTENT_TEXT_LIMITS.toolDescription }, types: TOOL_TYPES };
const WEB_URL = { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true };

export class InteractiveToolInputDto extends ContentItemInputDto(TOOL) implements InteractiveToolInput {
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

/** PATCH /interactive-tools/{id}: the texts in either language; absent fields stay. */
export class InteractiveToolTextsDto extends ContentItemTextsDto(TOOL) implements InteractiveToolTextsInput {}

export class InteractiveToolDto extends ContentItemDto(TOOL) implements InteractiveTool {
  @ApiProperty({ enum: TOOL_WORKSHOPS }) workshop: ToolWorkshop;
  @ApiProperty() url: string;
  @ApiProperty({ type: String, nullable: true }) embedUrl: string | null;
}
