// "Skryť" / "Zobraziť znova" for a gallery photo, always confirmed first; the toast
// says what happened once the lists show it. Used beside a removal request and in the gallery tab.
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { photoTakedownApi } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { useAdminTexts } from '../hooks/use-admin-texts';

interface PhotoVisibilityButtonProps {
  photo: { id: number; title: string; hidden: boolean };
  /** Runs the change and refreshes the lists it touches (useReloadingAction); resolves to whether it worked. */
  run: (change: () => Promise<unknown>, confirmation?: string) => Promise<boolean>;
}

export function PhotoVisibilityButton({ photo, run }: PhotoVisibilityButtonProps) {
  const { t } = useAdminTexts();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const hiding = !photo.hidden;

  const confirm = async () => {
    setBusy(true);
    try {
      await run(() => photoTakedownApi.setGalleryItemHidden(photo.id, hiding), t(hiding ? 'takedown.hidden' : 'takedown.shown', { name: photo.title }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant={hiding ? 'secondary' : 'primary'} size="sm" startIcon={hiding ? <EyeOff /> : <Eye />} loading={busy} onClick={() => setOpen(true)}>
        {t(hiding ? 'takedown.hide' : 'takedown.show')}
        <span className="ui-visually-hidden">: {photo.title}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(hiding ? 'takedown.hideTitle' : 'takedown.showTitle')}
        message={
          <>
            {t(hiding ? 'takedown.hideText' : 'takedown.showText')}
            <span className="adm-delete-target">
              <strong>{t('confirm.target', { name: photo.title })}</strong>
            </span>
          </>
        }
        confirmLabel={t(hiding ? 'takedown.hide' : 'takedown.show')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void confirm()}
        danger={hiding}
      />
    </>
  );
}
