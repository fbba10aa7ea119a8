// Bulk actions on the gallery's photos and videos for the administrator: move several to another
// album, take several down or show them again, delete several (one Undo for all). Administrator only (the global JWT guard).
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type BulkResult, GalleryBulkService } from './gallery-bulk.service';
import { BULK_MAX_ITEMS, GalleryBulkDeleteResultDto, GalleryBulkHiddenDto, GalleryBulkMoveDto, GalleryBulkResultDto, GalleryBulkSelectionDto } from './gallery-bulk.dto';

@ApiTags('gallery')
@Controller('gallery/bulk')
export class GalleryBulkController {
  constructor(private readonly bulk: GalleryBulkService) {}

  @Post('move')
  @HttpCode(200)
  @ApiOperation({ summary: `Move up to ${BULK_MAX_ITEMS} photos and videos to another album in one change` })
  @ApiOkResponse({ type: GalleryBulkResultDto })
  @ApiBadRequestResponse({ description: 'No ids, too many, an id twice, or no album' })
  @ApiNotFoundResponse({ description: 'The album or one of the items does not exist: nothing was moved' })
  move(@Body() body: GalleryBulkMoveDto): Promise<BulkResult> {
    return this.bulk.move(body.ids, body.albumId);
  }

  @Post('hidden')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take several items down (their files answer 404 at once) or show them again' })
  @ApiOkResponse({ type: GalleryBulkResultDto })
  @ApiBadRequestResponse({ description: 'No ids, too many, an id twice, or hidden missing' })
  @ApiNotFoundResponse({ description: 'One of the items does not exist: nothing was changed' })
  setHidden(@Body() body: GalleryBulkHiddenDto): Promise<BulkResult> {
    return this.bulk.setHidden(body.ids, body.hidden);
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({
    summary: `Delete up to ${BULK_MAX_ITEMS} photos and videos: those shown go into the trash as one batch (one restore brings all back); those taken down are deleted for good`,
  })
  @ApiOkResponse({ type: GalleryBulkDeleteResultDto })
  @ApiBadRequestResponse({ description: 'No ids, too many, or an id twice' })
  @ApiNotFoundResponse({ description: 'One of the items does not exist: nothing was deleted' })
  async remove(@Body() body: GalleryBulkSelectionDto): Promise<GalleryBulkDeleteResultDto> {
    const removed = await this.bulk.remove(body.ids);
    return { deleted: removed.trashed + removed.erased, batchId: removed.batch?.id ?? null, erasedForGood: removed.erased };
  }
}
