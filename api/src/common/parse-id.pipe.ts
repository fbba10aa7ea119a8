import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

const MAX_ID = 2_147_483_647;

/** Record ids are positive 32-bit integers written in plain digits; anything else is a malformed id (400). */
export function parseId(value: unknown, name = 'id'): number {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > MAX_ID) {
    throw new BadRequestException(`${name} must be a positive whole number`);
  }
  return Number(text);
}

/**
 * Reads the raw string from the route (never after the global pipe's number conversion, which
 * would let "1e3" through as 1000) and parses it as an id.
 */
export const IdParam = createParamDecorator((name: string | undefined, context: ExecutionContext) =>
  parseId(context.switchToHttp().getRequest<Request>().params[name ?? 'id'], name ?? 'id'),
);

export const IdQuery = createParamDecorator((name: string | undefined, context: ExecutionContext) =>
  parseId(context.switchToHttp().getRequest<Request>().query[name ?? 'id'], name ?? 'id'),
);
