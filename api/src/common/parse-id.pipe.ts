import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/** Record ids are positive 32-bit integers; anything else is a malformed id (400), never a 500. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > MAX_ID) {
      throw new BadRequestException('id must be a positive whole number');
    }
    return Number(text);
  }
}
