// One 10,000 × 10,000 px image once took 2.6 GB and four at once starved the server.
// Conversions take turns, as many at once as the machine has cores (UPLOAD_IMAGE_CONVERSIONS);
// the uploads waiting their turn sit on disk in .incoming, not in memory.
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { WorkQueue } from '../common/work-queue';
import { type EncodedImage, ImageProcessor } from './image-processor';

@Injectable()
export class ImageConversions {
  private readonly queue: WorkQueue;
  private readonly maxPixels: number;

  constructor(
    private readonly images: ImageProcessor,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'imageConversionConcurrency' | 'maxImagePixels'>,
  ) {
    this.queue = new WorkQueue(config.imageConversionConcurrency);
    this.maxPixels = config.maxImagePixels;
  }

  /** Waits for a turn, then decodes and re-encodes the received image. */
  convert(inputPath: string): Promise<EncodedImage> {
    return this.queue.run(() => this.encode(inputPath));
  }

  /** One conversion (a method of its own so tests can watch how many run at once). */
  encode(inputPath: string): Promise<EncodedImage> {
    return this.images.encode(inputPath, this.maxPixels);
  }
}
