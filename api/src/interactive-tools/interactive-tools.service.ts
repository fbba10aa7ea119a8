import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ContentItemsService } from '../content-items/content-items.service';
import type { TrashBatchEntity } from '../trash/trash.entity';
import { TrashService } from '../trash/trash.service';
import type { InteractiveToolInputDto } from './dto/interactive-tool.dto';
import { InteractiveToolEntity } from './interactive-tool.entity';

@Injectable()
export class InteractiveToolsService extends ContentItemsService<InteractiveToolEntity> {
  constructor(
    @InjectRepository(InteractiveToolEntity) tools: Repository<InteractiveToolEntity>,
    private readonly trash: TrashService,
  ) {
    super(tools, 'Interactive tool');
  }

  create(input: InteractiveToolInputDto): Promise<InteractiveToolEntity> {
    const { title, description, type, workshop, url } = input;
    const english = { titleEn: input.titleEn ?? null, descriptionEn: input.descriptionEn ?? null };
    return this.items.save(this.items.create({ title, description, ...english, type, workshop, url, embedUrl: input.embedUrl ?? null }));
  }

  /** Deletes the tool into the trash. */
  remove(id: number): Promise<TrashBatchEntity> {
    return this.trash.put(async (manager) => {
      const tool = await manager.findOneBy(InteractiveToolEntity, { id });
      if (!tool) throw new NotFoundException(`Interactive tool ${id} does not exist`);
      return { kind: 'tool', label: tool.title, contents: [{ kind: 'tool', id: tool.id, title: tool.title }], records: [{ entity: InteractiveToolEntity, rows: [tool] }], files: [] };
    });
  }
}
