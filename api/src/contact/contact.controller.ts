import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { CONTACT_PAGE_SIZE } from 'shared-ui/domain';
import { DeleteEndpoint } from '../common/endpoints';
import { IdQuery } from '../common/parse-id.pipe';
import { Public } from '../common/public.decorator';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { PublicForm } from '../public-forms/public-form.guard';
import type { ContactMessageEntity } from './contact-message.entity';
import { type ContactMessageWithPhoto, type ContactPage, ContactService } from './contact.service';
import { ContactInputDto, ContactMessageDto, ContactMessagePageDto, ContactPageQueryDto, ContactResolvedDto } from './dto/contact.dto';

@ApiTags('contact')
@ApiExtraModels(ContactMessageDto, ContactMessagePageDto)
// Contact messages are never shown publicly: no change here touches a cached list.
@LeavesPublicContentUnchanged()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOperation({
    summary: 'Contact messages, newest first (personal data: administrator only)',
    description: `With \`page\` or \`pageSize\`: one page (${CONTACT_PAGE_SIZE} messages unless pageSize says otherwise) with the total and unresolved counts. Without either: every message as an array, as before paging existed.`,
  })
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(ContactMessagePageDto) }, { type: 'array', items: { $ref: getSchemaPath(ContactMessageDto) } }] },
  })
  list(@Query() query: ContactPageQueryDto): Promise<ContactPage | ContactMessageWithPhoto[]> {
    if (query.page === undefined && query.pageSize === undefined) return this.contact.list();
    return this.contact.page(query.page ?? 1, query.pageSize ?? CONTACT_PAGE_SIZE);
  }

  @Public()
  @PublicForm('contact')
  @Post()
  @ApiOperation({
    summary: 'Send a contact message (stored unresolved)',
    description: 'JSON only. Every submission with valid fields is stored (201). Only one whose hidden `website` field is filled (a bot: people never see it) gets the same answer and is not stored.',
    security: [],
  })
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

  @DeleteEndpoint('Delete a contact message', 'query')
  remove(@IdQuery() id: number): Promise<void> {
    return this.contact.remove(id);
  }
}
