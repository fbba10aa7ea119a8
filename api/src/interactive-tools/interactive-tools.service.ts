import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { applySentTexts } from '../common/sent-texts';
import type { InteractiveToolInputDto, InteractiveToolTextsDto } from './dto/interactive-tool.dto';
import { InteractiveToolEntity } from './interactive-tool.entity';

@Injectable()
export class InteractiveToolsService {
  constructor(@InjectRepository(InteractiveToolEntity) private readonly tools: Repository<InteractiveToolEntity>) {}

  list(): Promise<InteractiveToolEntity[]> {
    return this.tools.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  create(input: InteractiveToolInputDto): Promise<InteractiveToolEntity> {
    const { title, description, type, workshop, url } = input;
    const english = { titleEn: input.titleEn ?? null, descriptionEn: input.descriptionEn ?? null };
    return this.tools.save(this.tools.create({ title, description, ...english, type, workshop, url, embedUrl: input.embedUrl ?? null }));
  }

  /** Issue 15: the title and description in either language, written or corrected later. */
  async updateTexts(id: number, texts: InteractiveToolTextsDto): Promise<InteractiveToolEntity> {
    const tool = await this.tools.findOneBy({ id });
    if (!tool) throw new NotFoundException(`Interactive tool ${id} does not exist`);
    applySentTexts(tool, texts, ['title', 'description', 'titleEn', 'descriptionEn'], ['title', 'description']);
    return this.tools.save(tool);
  }

  async remove(id: number): Promise<void> {
    const result = await this.tools.delete({ id });
    if (!result.affected) throw new NotFoundException(`Interactive tool ${id} does not exist`);
  }
}
