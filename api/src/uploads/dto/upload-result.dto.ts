import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ImageVariant, UploadResult } from '@softskills/domain';

export class ImageVariantDto implements ImageVariant {
  @ApiProperty({ example: 480 })
  width: number;

  @ApiProperty({ example: 320 })
  height: number;

  @ApiProperty({ example: '/uploads/images/mabc123-1f2e3d4c5b6a7980-480.jpg' })
  jpg: string;

  @ApiProperty({ example: '/uploads/images/mabc123-1f2e3d4c5b6a7980-480.webp' })
  webp: string;
}

export class UploadResultDto implements UploadResult {
  @ApiProperty({ example: '/uploads/images/mabc123-1f2e3d4c5b6a7980.jpg', description: 'Stored file path (same origin)' })
  path: string;

  @ApiProperty({ description: 'True when an image was converted to JPG (the original was not a JPEG)' })
  converted: boolean;

  @ApiPropertyOptional({ description: 'Images only: pixel width after auto-rotation' })
  width?: number;

  @ApiPropertyOptional({ description: 'Images only: pixel height after auto-rotation' })
  height?: number;

  @ApiPropertyOptional({ type: [ImageVariantDto], description: 'Images only: responsive copies narrower than the original' })
  variants?: ImageVariantDto[];
}

export class UploadBodyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'Image, video, PDF or office document; the kind is decided by the bytes' })
  file: unknown;
}
