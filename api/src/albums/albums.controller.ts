import type { Request, Response } from 'express';
import { Body, Controller, Get, HttpCode, Put, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CreateEndpoint, TrashDeleteEndpoint, UpdateByIdEndpoint } from '../common/endpoints';
import { IdParam } from '../common/parse-id.pipe';
import { isAdminRequest, OptionalAuth, VISITOR_OR_ADMIN } from '../common/public.decorator';
import { AlbumsService, type AlbumWithCover } from './albums.service';
import { AlbumCreateDto, AlbumDto, AlbumInputDto, AlbumItemsOrderDto, AlbumOrderDto, AlbumPublishedDto } from './dto/album.dto';
import { announceBatch } from '../trash/trash-header';

@ApiTags('albums')
@Controller('albums')
export class AlbumsController {
  constructor(private readonly albums: AlbumsService) {}

  @OptionalAuth()
  @Get()
  @ApiOperation({ summary: "The published albums in the administrator's order; with the admin token also those in preparation", security: VISITOR_OR_ADMIN })
  @ApiOkResponse({ type: [AlbumDto] })
  list(@Req() request: Request): Promise<AlbumWithCover[]> {
    return this.albums.list(isAdminRequest(request));
  }

  @OptionalAuth()
  @Get(':id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({ summary: 'One album, as the list shows it (for its own page); one in preparation only with the admin token', security: VISITOR_OR_ADMIN })
  @ApiOkResponse({ type: AlbumDto })
  @ApiNotFoundResponse({ description: 'No such album, or (without the admin token) one in preparation' })
  get(@Req() request: Request, @IdParam() id: number): Promise<AlbumWithCover> {
    return this.albums.getWithCover(id, isAdminRequest(request));
  }

  @Put('order')
  @HttpCode(204)
  @ApiOperation({ summary: 'Put the albums in a new order (every album exactly once)' })
  @ApiNoContentResponse()
  reorder(@Body() body: AlbumOrderDto): Promise<void> {
    return this.albums.reorder(body.albumIds);
  }

  @Put(':id/order')
  @HttpCode(204)
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({ summary: "Put an album's photos and videos in a new order (each exactly once); the public album, its lightbox and its automatic cover follow it" })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  reorderItems(@IdParam() id: number, @Body() body: AlbumItemsOrderDto): Promise<void> {
    return this.albums.reorderItems(id, body.itemIds);
  }

  @CreateEndpoint('Create an album, in preparation unless `published` is true', AlbumDto)
  create(@Body() body: AlbumCreateDto): Promise<AlbumWithCover> {
    return this.albums.create(body);
  }

  @Put(':id/published')
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({ summary: 'Publish an album (its page, photos and place in the sitemap appear at once) or return it to preparation (all of them disappear)' })
  @ApiOkResponse({ type: AlbumDto })
  @ApiNotFoundResponse()
  setPublished(@IdParam() id: number, @Body() body: AlbumPublishedDto): Promise<AlbumWithCover> {
    return this.albums.setPublished(id, body.published);
  }

  @UpdateByIdEndpoint('PUT', 'Update an album (name, description, cover)', AlbumDto)
  update(@IdParam() id: number, @Body() body: AlbumInputDto): Promise<AlbumWithCover> {
    return this.albums.update(id, body);
  }

  @TrashDeleteEndpoint('Delete an album with all its items into the trash (one batch; their files answer 404 until a restore)')
  async remove(@IdParam() id: number, @Res({ passthrough: true }) response: Response): Promise<void> {
    announceBatch(response, await this.albums.removeWithItems(id));
  }
}
