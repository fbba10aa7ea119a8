import { NotFoundException } from '@nestjs/common';
import type { FindOptionsOrder, FindOptionsWhere, Repository } from 'typeorm';
import { applySentTexts } from '../common/sent-texts';
import type { ContentItemEntity } from './content-item.entity';

/** The texts a PATCH may send. */
export interface ContentItemTexts {
  title?: string;
  description?: string;
  titleEn?: string | null;
  descriptionEn?: string | null;
}

const TEXT_FIELDS = ['title', 'description', 'titleEn', 'descriptionEn'] as const;
const REQUIRED_TEXTS = ['title', 'description'] as const;

/** What every kind of bilingual content item does the same way. */
export abstract class ContentItemsService<Item extends ContentItemEntity> {
  protected constructor(
    protected readonly items: Repository<Item>,
    /** How the 404 names the kind: "Material", "Interactive tool". */
    private readonly kind: string,
  ) {}

  /** Newest first. */
  list(): Promise<Item[]> {
    return this.items.find({ order: { createdAt: 'DESC', id: 'DESC' } as FindOptionsOrder<Item> });
  }

  /** The title and description in either language, written or corrected later. */
  async updateTexts(id: number, texts: ContentItemTexts): Promise<Item> {
    const item = await this.findOrFail(id);
    applySentTexts<ContentItemEntity, (typeof TEXT_FIELDS)[number]>(item, texts, TEXT_FIELDS, REQUIRED_TEXTS);
    return this.items.save(item);
  }

  protected async findOrFail(id: number): Promise<Item> {
    const item = await this.items.findOneBy({ id } as FindOptionsWhere<Item>);
    if (!item) throw new NotFoundException(`${this.kind} ${id} does not exist`);
    return item;
  }
}
