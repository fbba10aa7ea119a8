// "Vymazať" that always asks first (spec 5) in an accessible alert dialog, never window.confirm.
// The question names what goes (with its picture when it has one), and a delete that
// worked is confirmed in the toast, which offers "Späť" when it went into the trash.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { imageUrl } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { deleteConfirmationText, type DeletableKind } from '../lib/delete-wording';
import type { DeleteOutcome } from '../hooks/use-reloading-action';
import { useNotify } from './notices';
import './delete-button.css';

interface DeleteButtonProps {
  kind: DeletableKind;
  /** Names the item for screen readers, so ten "Vymazať" buttons are told apart, and in the question. */
  itemName: string;
  albumItemCount?: number;
  /** The stored image of what will be deleted (a photo, a video's thumbnail, an album's cover). */
  preview?: string | null;
  /** Resolves to whether the delete worked, or to what it did (with its Undo when it went into the trash). */
  onDelete: () => Promise<boolean | DeleteOutcome>;
}

/** What the toast says once Undo has run: brought back, or not (then it waits in the Trash). */
export interface UndoTexts {
  undone: string;
  undoFailed: string;
}

/**
 * Confirms a delete that worked in the toast; when it went into the trash the toast offers "Späť"
 * (for at least TRASH_UNDO_MS) and then says whether that brought it back.
 */
export function useDeleteConfirmation(): (text: string, undo: DeleteOutcome['undo'], undoTexts: UndoTexts) => void {
  const { t } = useAdminTexts();
  const notify = useNotify();
  return (text, undo, undoTexts) => {
    if (!undo) {
      notify(text);
      return;
    }
    notify(`${text} ${t('trash.undoHint')}`, {
      label: t('trash.undo'),
      run: () => void undo().then((restored) => notify(restored ? undoTexts.undone : undoTexts.undoFailed)),
    });
  };
}

export function DeleteButton({ kind, itemName, albumItemCount = 0, preview, onDelete }: DeleteButtonProps) {
  const { t } = useAdminTexts();
  const confirmDeleted = useDeleteConfirmation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const outcome = await onDelete();
      const { deleted, undo } = typeof outcome === 'boolean' ? { deleted: outcome, undo: null } : outcome;
      if (!deleted) return;
      confirmDeleted(t(`notices.deleted.${kind}`, { name: itemName }), undo, { undone: t('trash.undone', { name: itemName }), undoFailed: t('trash.undoFailed', { name: itemName }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="danger" size="sm" startIcon={<Trash2 />} loading={busy} onClick={() => setOpen(true)}>
        {t('common.delete')}
        <span className="ui-visually-hidden">: {itemName}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('common.deleteTitle')}
        message={
          <>
            {deleteConfirmationText(t, kind, albumItemCount)}
            <span className="adm-delete-target">
              {preview && <img className="adm-delete-target__image" src={imageUrl(preview)} alt="" />}
              <strong>{t('confirm.target', { name: itemName })}</strong>
            </span>
          </>
        }
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void confirm()}
        danger
      />
    </>
  );
}
