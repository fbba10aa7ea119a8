import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../common/parse-id.pipe';
import { Public } from '../common/public.decorator';
import { AlbumsService, type AlbumWithCover } from './albums.service';
import { AlbumDto, AlbumInputDto } from './dto/album.dto';

@ApiTags('albums')
@Controller('albums')
export class AlbumsController {
  constructor(private readonly albums: AlbumsService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'All albums, newest first', security: [] })
  @ApiOkResponse({ type: [AlbumDto] })
  list(): Promise<AlbumWithCover[]> {
    return this.albums.list();
  }

  @Public()
  @Get(':id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({ summary: 'One album, as the list shows it (for its own page)', security: [] })
  @ApiOkResponse({ type: AlbumDto })
  @ApiNotFoundResponse()
  get(@IdParam() id: number): Promise<AlbumWithCover> {
    return this.albums.getWithCover(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create an album' })
  @ApiCreatedResponse({ type: AlbumDto })
  create(@Body() body: AlbumInputDto): Promise<AlbumWithCover> {
    return this.albums.create(body);
  }

  @Put(':id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({ summary: 'Update an album (name, description, cover)' })
  @ApiOkResponse({ type: AlbumDto })
  @ApiNotFoundResponse()
  update(@IdParam() id: number, @Body() body: AlbumInputDto): Promise<AlbumWithCover> {
    return this.albums.update(id, body);
  }

  @Delete(':id')
  @ApiParam({ name: 'id', type: Number })
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an album with all its items and their files' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: number): Promise<void> {
    return this.albums.removeWithItems(id);
  }
}
