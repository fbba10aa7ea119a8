// The window where the administrator arranges a list by hand (an album's photos and videos, the
// albums) and then saves the order with one button, as every other dialog of the panel saves.
// Her order stays on screen until it is saved: a failed save says why and keeps it; a list that
// changed meanwhile is reloaded under it (what she placed keeps its place, what is new comes last);
// closing with an unsaved order asks first.
import { useRef, useState, type ReactNode } from 'react';
import { ApiError } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { Dialog } from 'shared-ui/components/dialog';
import { ClosableMessage } from '../../../components/closable-message';
import { useNotify } from '../../../components/notices';
import { SortableList } from '../../../components/sortable-list';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useTrackUnsavedInput } from '../../../hooks/use-unsaved-input';
import { errorMessage } from '../../../lib/error-message';
import { keepOrder, sameOrder } from '../../../lib/list-order';
import type { OrderedEntry } from '../../../lib/order-announcements';
import './order-dialog.css';

export interface OrderDialogProps<Entry extends OrderedEntry> {
  title: string;
  intro: string;
  listLabel: string;
  /** The entries in their saved order (the panel's lists, refreshed after a save). */
  entries: readonly Entry[];
  preview: (entry: Entry) => ReactNode;
  note?: (entry: Entry) => ReactNode;
  save: (ids: number[]) => Promise<void>;
  /** The confirmation once saved. */
  savedNotice: string;
  refresh: () => Promise<void>;
  onClose: () => void;
}

export function OrderDialog<Entry extends OrderedEntry>({ title, intro, listLabel, entries, preview, note, save, savedNotice, refresh, onClose }: OrderDialogProps<Entry>) {
  const { t } = useAdminTexts();
  const notify = useNotify();
  const saved = entries.map((entry) => entry.id);
  const [mine, setMine] = useState<readonly number[]>(saved);
  const order = keepOrder(mine, saved);
  const dirty = !sameOrder(order, saved);
  useTrackUnsavedInput('order-dialog', dirty);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [askingToClose, setAskingToClose] = useState(false);
  const dragging = useRef(false);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const shown = order.flatMap((id) => byId.get(id) ?? []);

  const requestClose = () => {
    if (saving) return;
    if (dirty) setAskingToClose(true);
    else onClose();
  };

  const submit = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await save([...order]);
      await refresh();
      onClose();
      notify(savedNotice);
    } catch (error) {
      console.error('Chyba pri ukladaní poradia', error);
      // A 400 means the list she ordered is no longer the whole list: the fresh one is merged under her order.
      const changedMeanwhile = error instanceof ApiError && error.status === 400;
      setFailure(changedMeanwhile ? t('order.changedMeanwhile') : t('order.saveFailed', { message: errorMessage(error, t('common.networkError')) }));
      if (changedMeanwhile) await refresh();
      setSaving(false);
    }
  };

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && requestClose()}
        // While an entry is carried by the keyboard, Escape puts it back; the dialog stays open.
        onEscapeKeyDown={(event) => dragging.current && event.preventDefault()}
        title={title}
        description={intro}
        closeLabel={t('common.close')}
        maxWidth={900}
        footer={
          <div className="adm-order__footer">
            <ClosableMessage message={failure ? { severity: 'error', text: failure } : null} onClose={() => setFailure(null)} />
            <div className="adm-order__actions">
              <Button variant="outlined" onClick={requestClose} disabled={saving}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => void submit()} loading={saving} disabled={!dirty}>
                {saving ? t('order.saving') : t('order.save')}
              </Button>
            </div>
          </div>
        }
      >
        <SortableList
          entries={shown}
          onReorder={setMine}
          label={listLabel}
          preview={preview}
          note={note}
          disabled={saving}
          onDraggingChange={(now) => {
            dragging.current = now;
          }}
        />
      </Dialog>
      <ConfirmDialog
        open={askingToClose}
        onOpenChange={setAskingToClose}
        title={t('order.discardTitle')}
        message={t('order.discardMessage')}
        confirmLabel={t('order.discard')}
        cancelLabel={t('order.keepArranging')}
        onConfirm={onClose}
        danger
      />
    </>
  );
}
