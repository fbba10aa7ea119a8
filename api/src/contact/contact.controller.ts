import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { IdQuery } from '../common/parse-id.pipe';
import { Public } from '../common/public.decorator';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import type { ContactMessageEntity } from './contact-message.entity';
import { ContactService } from './contact.service';
import { ContactInputDto, ContactMessageDto, ContactResolvedDto } from './dto/contact.dto';

@ApiTags('contact')
// Contact messages are never shown publicly: no change here touches a cached list.
@LeavesPublicContentUnchanged()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOperation({ summary: 'All contact messages, newest first (personal data: administrator only)' })
  @ApiOkResponse({ type: [ContactMessageDto] })
  list(): Promise<ContactMessageEntity[]> {
    return this.contact.list();
  }

  @Public()
  @Post()
  @ApiOperation({ summary: 'Send a contact message (stored unresolved)', security: [] })
  @ApiCreatedResponse({ type: ContactMessageDto })
  submit(@Body() body: ContactInputDto): Promise<ContactMessageEntity> {
    return this.contact.submit(body);
  }

  @Put()
  @ApiOperation({ summary: 'Mark a message resolved or unresolved' })
  @ApiOkResponse({ type: ContactMessageDto })
  @ApiNotFoundResponse()
  setResolved(@Body() body: ContactResolvedDto): Promise<ContactMessageEntity> {
    return this.contact.setResolved(body.id, body.resolved);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a contact message' })
  @ApiQuery({ name: 'id', type: Number, required: true })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdQuery() id: number): Promise<void> {
    return this.contact.remove(id);
  }
}
