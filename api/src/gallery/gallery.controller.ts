import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { IdParam, IdQuery } from '../common/parse-id.pipe';
import { Public } from '../common/public.decorator';
import { GalleryItemDto, GalleryItemInputDto, GalleryItemTextsDto, GalleryQueryDto } from './dto/gallery-item.dto';
import type { GalleryItemEntity } from './gallery-item.entity';
import { GalleryService } from './gallery.service';

@ApiTags('gallery')
@Controller('gallery')
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Gallery items in upload order, with pixel size and responsive variants', security: [] })
  @ApiOkResponse({ type: [GalleryItemDto] })
  list(@Query() query: GalleryQueryDto): Promise<GalleryItemEntity[]> {
    return this.gallery.list(query.albumId);
  }

  @Post()
  @ApiOperation({ summary: 'Add an uploaded photo or video (with its thumbnail) to an album' })
  @ApiCreatedResponse({ type: GalleryItemDto })
  create(@Body() body: GalleryItemInputDto): Promise<GalleryItemEntity> {
    return this.gallery.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change the texts of an item (English, alt text) after the upload (issue 15); absent fields stay' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: GalleryItemDto })
  @ApiNotFoundResponse()
  updateTexts(@IdParam() id: number, @Body() body: GalleryItemTextsDto): Promise<GalleryItemEntity> {
    return this.gallery.updateTexts(id, body);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a gallery item and its files' })
  @ApiQuery({ name: 'id', type: Number, required: true })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdQuery() id: number): Promise<void> {
    return this.gallery.removeWithFiles(id);
  }
}
