import { Body, Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CreateEndpoint, DeleteEndpoint, PublicListEndpoint, UpdateByIdEndpoint } from '../common/endpoints';
import { IdParam } from '../common/parse-id.pipe';
import { Public } from '../common/public.decorator';
import { AlbumsService, type AlbumWithCover } from './albums.service';
import { AlbumDto, AlbumInputDto } from './dto/album.dto';

@ApiTags('albums')
@Controller('albums')
export class AlbumsController {
  constructor(private readonly albums: AlbumsService) {}

  @PublicListEndpoint('All albums, newest first', AlbumDto)
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

  @CreateEndpoint('Create an album', AlbumDto)
  create(@Body() body: AlbumInputDto): Promise<AlbumWithCover> {
    return this.albums.create(body);
  }

  @UpdateByIdEndpoint('PUT', 'Update an album (name, description, cover)', AlbumDto)
  update(@IdParam() id: number, @Body() body: AlbumInputDto): Promise<AlbumWithCover> {
    return this.albums.update(id, body);
  }

  @DeleteEndpoint('Delete an album with all its items and their files')
  remove(@IdParam() id: number): Promise<void> {
    return this.albums.removeWithItems(id);
  }
}
