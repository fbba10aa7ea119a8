// The one place an upload error becomes an HTTP answer; the JSON body and the error log are the
// API's usual ones (ApiExceptionFilter), so a disk failure is still logged with its cause.
import { type ArgumentsHost, Catch, HttpException, HttpStatus } from '@nestjs/common';
import { ApiExceptionFilter } from '../common/api-exception.filter';
import {
  FileTooLargeError,
  StorageFailure,
  TooManyPixelsError,
  UndecodableImageError,
  UnsupportedFileKindError,
  UploadError,
} from './upload-errors';

function statusOf(error: UploadError): HttpStatus {
  if (error instanceof StorageFailure) return error.diskFull ? HttpStatus.INSUFFICIENT_STORAGE : HttpStatus.INTERNAL_SERVER_ERROR;
  if (error instanceof FileTooLargeError || error instanceof TooManyPixelsError) return HttpStatus.PAYLOAD_TOO_LARGE;
  if (error instanceof UnsupportedFileKindError || error instanceof UndecodableImageError) return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
  return HttpStatus.INTERNAL_SERVER_ERROR;
}

export const toHttpException = (error: UploadError): HttpException =>
  new HttpException(error.message, statusOf(error), { cause: error.cause });

@Catch(UploadError)
export class UploadErrorsFilter extends ApiExceptionFilter {
  override catch(error: UploadError, host: ArgumentsHost): void {
    super.catch(toHttpException(error), host);
  }
}
