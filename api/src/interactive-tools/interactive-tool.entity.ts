import type { ToolType, ToolWorkshop } from '@softskills/domain';
import { Column, Entity } from 'typeorm';
import { ContentItemEntity } from '../content-items/content-item.entity';

@Entity('interactive_tools')
export class InteractiveToolEntity extends ContentItemEntity<ToolType, ToolWorkshop> {
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  embedUrl: string | null;
}
