import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UploadBodyDto, UploadResultDto } from './dto/upload-result.dto';
import { UploadsService } from './uploads.service';

@ApiTags('uploads')
@Controller('upload')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Upload one file (images become JPG with responsive variants; videos and documents are stored as sent)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadBodyDto })
  @ApiOkResponse({ type: UploadResultDto })
  @ApiPayloadTooLargeResponse({ description: 'Over the size limit of its kind, or too many pixels' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not an allowed kind by its bytes (SVG, HTML, executables...)' })
  upload(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UploadResultDto> {
    return this.uploads.upload(request, response);
  }
}
