import { BadRequestException } from '@nestjs/common';
import { WORKSHOP_IDS, type WorkshopId } from '@softskills/domain';

export function parseWorkshopId(value: string): WorkshopId {
  const id = WORKSHOP_IDS.find((candidate) => String(candidate) === value.trim());
  if (!id) throw new BadRequestException(['workshopId must be one of 1 to 6']);
  return id;
}
