import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

function flattenMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...flattenMessages(error.children ?? [], path)];
  });
}

const OPTIONS = {
  whitelist: true,
  forbidUnknownValues: true,
  transform: true,
  stopAtFirstError: false,
} as const;

function badRequest(errors: ValidationError[]): BadRequestException {
  const messages = flattenMessages(errors);
  return new BadRequestException(messages.length ? messages : ['The request body is not valid']);
}

/** The global pipe: DTO validation answering 400 with one message per failing field rule. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({ ...OPTIONS, exceptionFactory: badRequest });
}

/** Validates a body against a DTO chosen at run time (one route, two shapes: POST /feedback). */
export async function validateBody<T extends object>(dtoClass: new () => T, body: unknown): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestException(['The request body must be a JSON object']);
  }
  const instance = plainToInstance(dtoClass, body);
  const errors = await validate(instance, OPTIONS);
  if (errors.length) throw badRequest(errors);
  return instance;
}
