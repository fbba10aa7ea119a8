import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { IdParam } from '../common/parse-id.pipe';
import { RestoredBatchDto, TrashListDto, TrashQueryDto, TrashRestoreDto } from './dto/trash.dto';
import type { TrashBatchEntity } from './trash.entity';
import { type RestoredBatch, TrashService } from './trash.service';

const present = (batch: TrashBatchEntity) => ({
  id: batch.id,
  kind: batch.kind,
  label: batch.label,
  contents: batch.contents,
  fileCount: batch.files.length,
  createdAt: batch.createdAt,
  purgeAfter: batch.purgeAfter,
});

@ApiTags('trash')
@Controller('trash')
export class TrashController {
  constructor(
    private readonly trash: TrashService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'What waits in the trash, newest first, with what each batch holds' })
  @ApiOkResponse({ type: TrashListDto })
  async list(@Query() query: TrashQueryDto): Promise<TrashListDto> {
    return { trashDays: this.config.trashDays, batches: (await this.trash.list(query.kind)).map(present) };
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({ summary: 'Put a batch back exactly (same addresses, texts, album, order, cover, files); 409 with a reason when that cannot be done as it was' })
  @ApiOkResponse({ type: RestoredBatchDto })
  @ApiNotFoundResponse({ description: 'Restored or erased already' })
  @ApiConflictResponse({ description: 'Cannot be put back as it was: `reason` album-gone, album-in-trash or address-taken, with `details` for the choice' })
  restore(@IdParam() id: number, @Body() body: TrashRestoreDto): Promise<RestoredBatch> {
    return this.trash.restore(id, { albumId: body.albumId, asNew: body.asNew === true });
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({ summary: 'Erase a batch for good, with its files (final)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Restored or erased already' })
  erase(@IdParam() id: number): Promise<void> {
    return this.trash.erase(id);
  }
}
