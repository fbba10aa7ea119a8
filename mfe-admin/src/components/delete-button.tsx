// "Vymazať" that always asks first (spec 5) in an accessible alert dialog, never window.confirm.
// Issue 25: the question names what goes (with its picture when it has one), and a delete that
// worked is confirmed in the toast.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { imageUrl } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { deleteConfirmationText, type DeletableKind } from '../lib/delete-wording';
import { useNotify } from './notices';
import './delete-button.css';

interface DeleteButtonProps {
  kind: DeletableKind;
  /** Names the item for screen readers, so ten "Vymazať" buttons are told apart, and in the question. */
  itemName: string;
  albumItemCount?: number;
  /** The stored image of what will be deleted (a photo, a video's thumbnail, an album's cover). */
  preview?: string | null;
  /** Resolves to whether the delete worked. */
  onDelete: () => Promise<boolean>;
}

export function DeleteButton({ kind, itemName, albumItemCount = 0, preview, onDelete }: DeleteButtonProps) {
  const { t } = useAdminTexts();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      if (await onDelete()) notify(t(`notices.deleted.${kind}`, { name: itemName }));
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
