import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { InteractiveToolInputDto } from './dto/interactive-tool.dto';
import { InteractiveToolEntity } from './interactive-tool.entity';

@Injectable()
export class InteractiveToolsService {
  constructor(@InjectRepository(InteractiveToolEntity) private readonly tools: Repository<InteractiveToolEntity>) {}

  list(): Promise<InteractiveToolEntity[]> {
    return this.tools.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  create(input: InteractiveToolInputDto): Promise<InteractiveToolEntity> {
    const { title, description, type, workshop, url } = input;
    return this.tools.save(this.tools.create({ title, description, type, workshop, url, embedUrl: input.embedUrl ?? null }));
  }

  async remove(id: number): Promise<void> {
    const result = await this.tools.delete({ id });
    if (!result.affected) throw new NotFoundException(`Interactive tool ${id} does not exist`);
  }
}
