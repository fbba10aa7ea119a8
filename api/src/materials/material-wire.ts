// The one place where a material's workshop changes name. The data model calls it
// `workshop`, as for every content item; the spec's calls (spec 7: GET and POST /materials) answer
// and accept `category`, which the public site, the admin and existing clients send and read.
import type { MaterialDto, MaterialInputDto } from './dto/material.dto';
import type { MaterialEntity } from './material.entity';

/** What a new material stores: the body in the data model's names (createdAt is the server's). */
export type NewMaterial = Pick<MaterialEntity, 'title' | 'description' | 'titleEn' | 'descriptionEn' | 'type' | 'workshop' | 'fileUrl'>;

export function materialFromWire(input: MaterialInputDto): NewMaterial {
  const { title, description, type, category, fileUrl } = input;
  return { title, description, titleEn: input.titleEn ?? null, descriptionEn: input.descriptionEn ?? null, type, workshop: category, fileUrl };
}

export function materialToWire(material: MaterialEntity): MaterialDto {
  const { id, title, description, titleEn, descriptionEn, type, workshop, fileUrl, createdAt } = material;
  return { id, title, description, titleEn, descriptionEn, type, category: workshop, fileUrl, createdAt: createdAt.toISOString() };
}
