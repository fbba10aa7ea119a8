import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicFormsModule } from '../public-forms/public-forms.module';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactPersonalData } from './contact-personal-data';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity, GalleryItemEntity]), PublicFormsModule],
  controllers: [ContactController],
  providers: [ContactService, ContactPersonalData],
})
export class ContactModule {}
