import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CreateEndpoint, DeleteEndpoint, PublicListEndpoint, UpdateByIdEndpoint } from '../common/endpoints';
import { IdParam, IdQuery } from '../common/parse-id.pipe';
import { GalleryItemDto, GalleryItemInputDto, GalleryItemTextsDto, GalleryQueryDto } from './dto/gallery-item.dto';
import type { GalleryItemEntity } from './gallery-item.entity';
import { GalleryService } from './gallery.service';

@ApiTags('gallery')
@Controller('gallery')
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @PublicListEndpoint('Gallery items in upload order, with pixel size and responsive variants', GalleryItemDto)
  list(@Query() query: GalleryQueryDto): Promise<GalleryItemEntity[]> {
    return this.gallery.list(query.albumId);
  }

  @CreateEndpoint('Add an uploaded photo or video (with its thumbnail) to an album', GalleryItemDto)
  create(@Body() body: GalleryItemInputDto): Promise<GalleryItemEntity> {
    return this.gallery.create(body);
  }

  @UpdateByIdEndpoint('PATCH', 'Change the texts of an item (English, alt text) after the upload (issue 15); absent fields stay', GalleryItemDto)
  updateTexts(@IdParam() id: number, @Body() body: GalleryItemTextsDto): Promise<GalleryItemEntity> {
    return this.gallery.updateTexts(id, body);
  }

  @DeleteEndpoint('Delete a gallery item and its files', 'query')
  remove(@IdQuery() id: number): Promise<void> {
    return this.gallery.removeWithFiles(id);
  }
}
