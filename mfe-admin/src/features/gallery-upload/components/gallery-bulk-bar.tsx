// The bulk tools of "Nahrané fotografie": "Vybrať všetky" for what the filters show, how many are
// chosen, and what to do with them at once: move them to another album, hide them or show them
// again, delete them (into the trash as one batch, with one "Späť" for all), or walk through their
// texts. Each action is one request; its result is said in the toast, a failure says what was not
// done beside the tools and keeps the selection.
import { ArrowRightLeft, Eye, EyeOff, Languages, Trash2, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { api } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { CheckboxField } from 'shared-ui/components/checkbox-field';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { Dialog } from 'shared-ui/components/dialog';
import { SelectField } from 'shared-ui/components/select-field';
import type { Album, GalleryItem } from 'shared-ui/domain';
import { ClosableMessage } from '../../../components/closable-message';
import { useDeleteConfirmation } from '../../../components/delete-button';
import { useNotify } from '../../../components/notices';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useReloadingAction } from '../../../hooks/use-reloading-action';
import { useGalleryChanges } from '../gallery-queries';
import './gallery-bulk-bar.css';

/** How many chosen photos a question names before it says "a ďalšie: N". */
const NAMED_IN_QUESTION = 5;

interface GalleryBulkBarProps {
  albums: Album[];
  /** The photos the filters show, in the list's order. */
  shown: GalleryItem[];
  /** The chosen ones among them, in the same order. */
  selected: GalleryItem[];
  onSelectAll: (checked: boolean) => void;
  onClear: () => void;
  /** Opens the texts dialog for these one after another. */
  onWalkThrough: (items: GalleryItem[]) => void;
  /** The list's heading (focusable): where focus goes when the action took the tools away with the photos. */
  headingId: string;
}

type Action = 'move' | 'hide' | 'show' | 'delete';

/** The first few chosen photos by name, one a line (inline markup: a question's text is a paragraph). */
function ChosenNames({ items }: { items: GalleryItem[] }) {
  const { t } = useAdminTexts();
  const more = items.length - NAMED_IN_QUESTION;
  return (
    <span className="adm-bulk__names">
      {items.slice(0, NAMED_IN_QUESTION).map((item) => (
        <strong key={item.id}>{t('confirm.target', { name: item.title })}</strong>
      ))}
      {more > 0 && <span>{t('galleryBulk.andMore', { count: more })}</span>}
    </span>
  );
}

export function GalleryBulkBar({ albums, shown, selected, onSelectAll, onClear, onWalkThrough, headingId }: GalleryBulkBarProps) {
  const { t } = useAdminTexts();
  const notify = useNotify();
  const confirmDeleted = useDeleteConfirmation();
  const changes = useGalleryChanges();
  const change = useReloadingAction(changes.afterChange);
  const deletion = useReloadingAction(changes.afterDelete);
  const selectAllId = useId();
  const [asking, setAsking] = useState<Action | null>(null);
  const [running, setRunning] = useState<Action | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [targetAlbum, setTargetAlbum] = useState('');
  const [targetMissing, setTargetMissing] = useState(false);

  const count = selected.length;
  const ids = selected.map((item) => item.id);
  const hiddenOnes = selected.filter((item) => item.hidden);
  const shownOnes = selected.filter((item) => !item.hidden);
  const busy = running !== null;
  const allSelected = shown.length > 0 && count === shown.length;
  const albumName = (albumId: number) => albums.find((album) => album.id === albumId)?.name ?? String(albumId);

  /** Runs one action; a button that went with the selection hands focus to "Vybrať všetky" (or to the list's heading when no photo is left). */
  const perform = async (which: Action, change: () => Promise<void>) => {
    setRunning(which);
    setProblem(null);
    try {
      await change();
    } finally {
      setRunning(null);
      requestAnimationFrame(() => {
        if (document.activeElement !== document.body && document.activeElement?.isConnected) return;
        (document.getElementById(selectAllId) ?? document.getElementById(headingId))?.focus();
      });
    }
  };

  const move = () => {
    if (!targetAlbum) {
      setTargetMissing(true);
      return;
    }
    const albumId = Number(targetAlbum);
    const album = albumName(albumId);
    setAsking(null);
    void perform('move', async () => {
      let changed = 0;
      const worked = await change.run(async () => {
        changed = (await api.moveGalleryItems(ids, albumId)).changed;
      });
      if (!worked) setProblem(t('galleryBulk.moveFailed', { album }));
      else notify(changed > 0 ? t('galleryBulk.moved', { count: changed, album }) : t('galleryBulk.movedNone', { album }));
    });
  };

  const setHidden = (hidden: boolean) =>
    perform(hidden ? 'hide' : 'show', async () => {
      let changed = 0;
      const worked = await change.run(async () => {
        changed = (await api.setGalleryItemsHidden(ids, hidden)).changed;
      });
      if (!worked) setProblem(t(hidden ? 'galleryBulk.hideFailed' : 'galleryBulk.showFailed'));
      else notify(t(hidden ? 'galleryBulk.hidden' : 'galleryBulk.shown', { count: changed }));
    });

  const remove = () =>
    perform('delete', async () => {
      let deleted = 0;
      const outcome = await deletion.runDelete(async () => {
        const answer = await api.deleteGalleryItems(ids);
        deleted = answer.deleted;
        return answer.batchId;
      });
      if (!outcome.deleted) {
        setProblem(t('galleryBulk.deleteFailed'));
        return;
      }
      // Gone from the list; an Undo must not bring them back chosen.
      onClear();
      confirmDeleted(t('galleryBulk.deleted', { count: deleted }), outcome.undo, {
        undone: t('galleryBulk.undone', { count: deleted }),
        undoFailed: t('galleryBulk.undoFailed'),
      });
    });

  const question = (text: ReactNode, items: GalleryItem[] = selected) => (
    <>
      {text}
      <ChosenNames items={items} />
    </>
  );
  const showing = asking === 'show';

  return (
    <div className="adm-bulk" role="group" aria-label={t('galleryBulk.toolsLabel')}>
      <div className="adm-bulk__selection">
        <CheckboxField id={selectAllId} label={t('galleryBulk.selectAll', { count: shown.length })} checked={allSelected} onCheckedChange={onSelectAll} />
        <p className="adm-bulk__count" role="status">
          {t('galleryBulk.selected', { count })}
        </p>
        {count > 0 && (
          <Button variant="outlined" size="sm" startIcon={<X />} onClick={onClear}>
            {t('galleryBulk.clear')}
          </Button>
        )}
      </div>
      {count === 0 ? (
        <p className="adm-bulk__hint">{t('galleryBulk.hint')}</p>
      ) : (
        <div className="adm-bulk__actions" role="group" aria-label={t('galleryBulk.actionsLabel')}>
          <Button variant="secondary" size="sm" startIcon={<ArrowRightLeft />} loading={running === 'move'} disabled={busy} onClick={() => setAsking('move')}>
            {t('galleryBulk.move')}
          </Button>
          {shownOnes.length > 0 && (
            <Button variant="secondary" size="sm" startIcon={<EyeOff />} loading={running === 'hide'} disabled={busy} onClick={() => setAsking('hide')}>
              {t('galleryBulk.hide')}
            </Button>
          )}
          {hiddenOnes.length > 0 && (
            <Button variant="secondary" size="sm" startIcon={<Eye />} loading={running === 'show'} disabled={busy} onClick={() => setAsking('show')}>
              {t('galleryBulk.show')}
            </Button>
          )}
          <Button variant="outlined" size="sm" startIcon={<Languages />} disabled={busy} onClick={() => onWalkThrough(selected)}>
            {t('galleryBulk.walk')}
          </Button>
          <Button variant="danger" size="sm" startIcon={<Trash2 />} loading={running === 'delete'} disabled={busy} onClick={() => setAsking('delete')}>
            {t('galleryBulk.delete')}
          </Button>
        </div>
      )}
      <ClosableMessage message={problem ? { severity: 'error', text: problem } : null} onClose={() => setProblem(null)} />

      <Dialog
        open={asking === 'move'}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
          setTargetMissing(false);
        }}
        title={t('galleryBulk.moveTitle')}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button variant="outlined" onClick={() => setAsking(null)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={move}>{t('galleryBulk.moveConfirm')}</Button>
          </>
        }
      >
        <p className="adm-bulk__question">{question(t('galleryBulk.moveText', { count }))}</p>
        <SelectField
          label={t('galleryBulk.moveAlbum')}
          value={targetAlbum}
          onValueChange={(value) => {
            setTargetAlbum(value);
            setTargetMissing(false);
          }}
          options={albums.map((album) => ({ value: String(album.id), label: album.name }))}
          placeholder={t('common.choosePlaceholder')}
          error={targetMissing ? t('galleryBulk.moveNoAlbum') : undefined}
          required
        />
      </Dialog>
      <ConfirmDialog
        open={asking === 'hide' || asking === 'show'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t(showing ? 'galleryBulk.showTitle' : 'galleryBulk.hideTitle', { count: showing ? hiddenOnes.length : shownOnes.length })}
        message={question(t(showing ? 'galleryBulk.showText' : 'galleryBulk.hideText'), showing ? hiddenOnes : shownOnes)}
        confirmLabel={t(showing ? 'galleryBulk.show' : 'galleryBulk.hide')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          const hiding = asking === 'hide';
          setAsking(null);
          void setHidden(hiding);
        }}
        danger={asking === 'hide'}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('common.deleteTitle')}
        message={question(
          <>
            {t('galleryBulk.deleteQuestion', { count })}
            {hiddenOnes.length > 0 && ` ${t('galleryBulk.deleteHidden', { count: hiddenOnes.length })}`}
          </>,
        )}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          setAsking(null);
          void remove();
        }}
        danger
      />
    </div>
  );
}
