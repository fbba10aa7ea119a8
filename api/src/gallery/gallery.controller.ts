import { Body, Controller, Get, Put, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateEndpoint, TrashDeleteEndpoint, UpdateByIdEndpoint } from '../common/endpoints';
import { IdParam, IdQuery } from '../common/parse-id.pipe';
import { isAdminRequest, OptionalAuth, VISITOR_OR_ADMIN } from '../common/public.decorator';
import { GalleryItemDto, GalleryItemHiddenDto, GalleryItemInputDto, GalleryItemTextsDto, GalleryQueryDto } from './dto/gallery-item.dto';
import type { GalleryItemEntity } from './gallery-item.entity';
import { GalleryService } from './gallery.service';
import { announceBatch } from '../trash/trash-header';

@ApiTags('gallery')
@Controller('gallery')
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @OptionalAuth()
  @Get()
  @ApiOperation({
    summary: 'Gallery items in upload order, with pixel size and responsive variants; with the admin token also the hidden ones and those of albums in preparation',
    security: VISITOR_OR_ADMIN,
  })
  @ApiOkResponse({ type: [GalleryItemDto] })
  list(@Req() request: Request, @Query() query: GalleryQueryDto): Promise<GalleryItemEntity[]> {
    return this.gallery.list(query.albumId, isAdminRequest(request));
  }

  @CreateEndpoint('Add an uploaded photo or video (with its thumbnail) to an album', GalleryItemDto)
  create(@Body() body: GalleryItemInputDto): Promise<GalleryItemEntity> {
    return this.gallery.create(body);
  }

  @UpdateByIdEndpoint('PATCH', 'Change the texts of an item (English, alt text) after the upload; absent fields stay', GalleryItemDto)
  updateTexts(@IdParam() id: number, @Body() body: GalleryItemTextsDto): Promise<GalleryItemEntity> {
    return this.gallery.updateTexts(id, body);
  }

  @Put(':id/hidden')
  @ApiOperation({ summary: 'Take an item down (its files answer 404 at once, no public list shows it) or show it again' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: GalleryItemDto })
  @ApiNotFoundResponse()
  setHidden(@IdParam() id: number, @Body() body: GalleryItemHiddenDto): Promise<GalleryItemEntity> {
    return this.gallery.setHidden(id, body.hidden);
  }

  @TrashDeleteEndpoint('Delete a gallery item into the trash (its files answer 404 until a restore); a photo taken down is deleted for good', 'query')
  async remove(@IdQuery() id: number, @Res({ passthrough: true }) response: Response): Promise<void> {
    announceBatch(response, await this.gallery.remove(id));
  }
}
