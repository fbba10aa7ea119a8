import { Body, Controller, Get, Put, Query, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CreateEndpoint, DeleteEndpoint, UpdateByIdEndpoint } from '../common/endpoints';
import { IdParam, IdQuery } from '../common/parse-id.pipe';
import { OptionalAuth } from '../common/public.decorator';
import { GalleryItemDto, GalleryItemHiddenDto, GalleryItemInputDto, GalleryItemTextsDto, GalleryQueryDto } from './dto/gallery-item.dto';
import type { GalleryItemEntity } from './gallery-item.entity';
import { GalleryService } from './gallery.service';

/** Set by the JWT guard when a valid administrator token came with the request. */
const isAdmin = (request: Request) => Boolean(request.user);

@ApiTags('gallery')
@Controller('gallery')
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @OptionalAuth()
  @Get()
  @ApiOperation({
    summary: 'Gallery items in upload order, with pixel size and responsive variants; with the admin token also the hidden ones (issue 30.4)',
    security: [{}, { bearer: [] }],
  })
  @ApiOkResponse({ type: [GalleryItemDto] })
  list(@Req() request: Request, @Query() query: GalleryQueryDto): Promise<GalleryItemEntity[]> {
    return this.gallery.list(query.albumId, isAdmin(request));
  }

  @CreateEndpoint('Add an uploaded photo or video (with its thumbnail) to an album', GalleryItemDto)
  create(@Body() body: GalleryItemInputDto): Promise<GalleryItemEntity> {
    return this.gallery.create(body);
  }

  @UpdateByIdEndpoint('PATCH', 'Change the texts of an item (English, alt text) after the upload (issue 15); absent fields stay', GalleryItemDto)
  updateTexts(@IdParam() id: number, @Body() body: GalleryItemTextsDto): Promise<GalleryItemEntity> {
    return this.gallery.updateTexts(id, body);
  }

  @Put(':id/hidden')
  @ApiOperation({ summary: 'Take an item down (its files answer 404 at once, no public list shows it) or show it again (issue 30.4)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: GalleryItemDto })
  @ApiNotFoundResponse()
  setHidden(@IdParam() id: number, @Body() body: GalleryItemHiddenDto): Promise<GalleryItemEntity> {
    return this.gallery.setHidden(id, body.hidden);
  }

  @DeleteEndpoint('Delete a gallery item and its files', 'query')
  remove(@IdQuery() id: number): Promise<void> {
    return this.gallery.removeWithFiles(id);
  }
}
