import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ContentItemsService } from '../content-items/content-items.service';
import type { InteractiveToolInputDto } from './dto/interactive-tool.dto';
import { InteractiveToolEntity } from './interactive-tool.entity';

@Injectable()
export class InteractiveToolsService extends ContentItemsService<InteractiveToolEntity> {
  constructor(@InjectRepository(InteractiveToolEntity) tools: Repository<InteractiveToolEntity>) {
    super(tools, 'Interactive tool');
  }

  create(input: InteractiveToolInputDto): Promise<InteractiveToolEntity> {
    const { title, description, type, workshop, url } = input;
    const english = { titleEn: input.titleEn ?? null, descriptionEn: input.descriptionEn ?? null };
    return this.items.save(this.items.create({ title, description, ...english, type, workshop, url, embedUrl: input.embedUrl ?? null }));
  }

  async remove(id: number): Promise<void> {
    const result = await this.items.delete({ id });
    if (!result.affected) throw new NotFoundException(`Interactive tool ${id} does not exist`);
  }
}
