import { Controller, HttpCode, Post, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { UploadBodyDto, UploadResultDto } from './dto/upload-result.dto';
import { FileUploadInterceptor } from './file-upload.interceptor';
import type { StoredIncomingFile } from './sniffing-disk-storage';
import { UploadErrorsFilter } from './upload-errors.filter';
import { UploadsService } from './uploads.service';

@ApiTags('uploads')
@Controller('upload')
@UseFilters(UploadErrorsFilter)
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @HttpCode(200)
  @UseInterceptors(FileUploadInterceptor)
  @ApiOperation({
    summary: 'Upload one file (images become JPG with responsive variants; videos and documents are stored as sent)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadBodyDto })
  @ApiOkResponse({ type: UploadResultDto })
  @ApiPayloadTooLargeResponse({ description: 'Over the size limit of its kind, or too many pixels' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not an allowed kind by its bytes (SVG, HTML, executables...)' })
  upload(@UploadedFile() received: StoredIncomingFile): Promise<UploadResultDto> {
    return this.uploads.storeReceived(received);
  }
}
