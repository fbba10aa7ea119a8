// Spec 5: the confirmation wording of every delete, the album one extended with its item count.
import type { TFunction } from 'shared-ui/i18n/core';

export type DeletableKind = 'material' | 'photo' | 'tool' | 'feedback' | 'message' | 'album' | 'subscriber' | 'meeting';

export function deleteConfirmationText(t: TFunction, kind: DeletableKind, albumItemCount = 0): string {
  const question = t(`confirm.${kind}`, { ns: 'admin' });
  if (kind !== 'album' || albumItemCount <= 0) return question;
  return `${question} ${t('confirm.albumItems', { ns: 'admin', count: albumItemCount })}`;
}
