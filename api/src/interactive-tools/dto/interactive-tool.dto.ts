import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUrl, MaxLength } from 'class-validator';
import { TOOL_TYPES, TOOL_WORKSHOPS, type InteractiveTool, type InteractiveToolInput, type ToolType, type ToolWorkshop } from 'shared-ui/domain';
import { RequiredText, Trim, TrimToNull } from '../../common/dto-fields';

const WEB_URL = { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true };

export class InteractiveToolInputDto implements InteractiveToolInput {
  @RequiredText(200)
  title: string;

  @RequiredText(5000)
  description: string;

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

export class InteractiveToolDto implements InteractiveTool {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: TOOL_TYPES }) type: ToolType;
  @ApiProperty({ enum: TOOL_WORKSHOPS }) workshop: ToolWorkshop;
  @ApiProperty() url: string;
  @ApiProperty({ type: String, nullable: true }) embedUrl: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
