import type { Response } from 'express';
import { TRASH_BATCH_HEADER } from '../common/endpoints';
import type { TrashBatchEntity } from './trash.entity';

/** Names the batch a delete went into, for the administration's Undo. */
export function announceBatch(response: Response, batch: TrashBatchEntity | null): void {
  if (batch) response.setHeader(TRASH_BATCH_HEADER, String(batch.id));
}
