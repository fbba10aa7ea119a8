// The public forms' invisible spam trap (SPAM_TRAP in shared-ui). A submission whose
// hidden field is filled is answered exactly as a stored one would be (same status, same shape,
// the next id) but stored nowhere, so a bot learns nothing to adapt to. People never trip it: the
// field is out of their reach. The timing verdict (`fillMs` below 3 s) is gone: it
// silently dropped every message of a client that did not send the number, and a bot that reads
// the form sends 5000 at once. The per-client throttle is what stops a flood.
import { Logger } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SPAM_TRAP, type SpamTrapFields } from '@softskills/domain';
import type { Repository } from 'typeorm';
import type { TimestampedEntity } from '../database/created-at';
import { clock } from '../platform/clock';
import type { PublicFormName } from './public-form-throttle';

export class SpamTrapFieldsDto implements SpamTrapFields {
  @ApiPropertyOptional({ description: `Spam trap ("${SPAM_TRAP.honeypotField}"): a field hidden from people. Leave it out or empty; filled, the submission is answered as stored and dropped`, maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;

  @ApiPropertyOptional({
    description: 'Ignored (accepted from clients written for an older version): a submission is never judged by how fast it was sent',
    minimum: 0,
    deprecated: true,
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  fillMs?: number;
}

export type SpamVerdict = 'honeypot filled';

export function judgeSubmission(input: SpamTrapFields): SpamVerdict | null {
  return input.website?.trim() ? 'honeypot filled' : null;
}

const logger = new Logger('SpamTrap');

/**
 * The answer to a trapped submission: the record as it would have been stored (the next id, the
 * time now), never saved. Logged without its content (personal data stays out of the logs).
 */
export async function lookAlikeOfStored<E extends TimestampedEntity & { id: number }>(
  form: PublicFormName,
  verdict: SpamVerdict,
  repository: Repository<E>,
  record: E,
): Promise<E> {
  logger.log(`Dropped a ${form} submission: ${verdict}`);
  record.id = ((await repository.maximum('id' as never)) ?? 0) + 1;
  record.createdAt = clock.nowInSeconds();
  return record;
}
