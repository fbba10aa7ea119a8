// "Vymazať" that always asks first (spec 5) in an accessible alert dialog, never window.confirm.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'shared-ui/components/button';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { deleteConfirmationText, type DeletableKind } from '../lib/delete-wording';

interface DeleteButtonProps {
  kind: DeletableKind;
  /** Names the item for screen readers, so ten "Vymazať" buttons are told apart. */
  itemName: string;
  albumItemCount?: number;
  onDelete: () => Promise<void>;
}

export function DeleteButton({ kind, itemName, albumItemCount = 0, onDelete }: DeleteButtonProps) {
  const { t } = useAdminTexts();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
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
        message={deleteConfirmationText(t, kind, albumItemCount)}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void confirm()}
        danger
      />
    </>
  );
}
