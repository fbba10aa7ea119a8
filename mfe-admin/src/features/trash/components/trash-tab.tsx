// "Kôš" / "Trash": what was deleted waits here for TRASH_DAYS, grouped by kind, newest first, each
// batch with what it holds; "Obnoviť" puts it back exactly, "Vymazať natrvalo" asks once more. A
// restore that cannot be done as it was (its album gone or in the trash, its address taken) says
// so in words and offers the way out.
import { RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { NativeSelectField } from 'shared-ui/components/native-select-field';
import { Spinner } from 'shared-ui/components/spinner';
import { TRASH_KINDS, type Album, type TrashBatch, type TrashRestoreChoice } from 'shared-ui/domain';
import { useNotify } from '../../../components/notices';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { restoreConflictOf, useTrashAlbums, useTrashChanges, useTrashList, type RestoreConflict } from '../trash-queries';
import './trash-tab.css';

interface TrashTabProps {
  /** Loads while shown, and again each time the section is opened (deletes happen elsewhere). */
  shown: boolean;
}

const NO_ALBUMS: Album[] = [];

export function TrashTab({ shown }: TrashTabProps) {
  const { t } = useAdminTexts();
  const headingId = useId();
  const list = useTrashList(shown);
  const albums = useTrashAlbums(shown).data ?? NO_ALBUMS;
  const { refetch } = list;
  useEffect(() => {
    if (shown) void refetch();
  }, [shown, refetch]);

  const batches = list.data?.batches ?? [];
  const kinds = TRASH_KINDS.filter((kind) => batches.some((batch) => batch.kind === kind));
  return (
    <section aria-labelledby={headingId} className="adm-trash">
      <h2 id={headingId}>{t('trash.title')}</h2>
      <p className="adm-trash__lead">{t('trash.lead', { days: list.data?.trashDays ?? 30 })}</p>
      {list.isError && <Alert severity="error">{t('trash.loadFailed')}</Alert>}
      {list.isPending && !list.isError ? (
        <Spinner label={t('common.loading')} />
      ) : batches.length === 0 && !list.isError ? (
        <p className="adm-empty">{t('trash.empty')}</p>
      ) : (
        kinds.map((kind) => (
          <section key={kind} className="adm-trash__group" aria-labelledby={`${headingId}-${kind}`}>
            <h3 id={`${headingId}-${kind}`}>{t(`trash.kinds.${kind}`)}</h3>
            <ul className="adm-trash__list">
              {batches
                .filter((batch) => batch.kind === kind)
                .map((batch) => (
                  <TrashBatchCard key={batch.id} batch={batch} albums={albums} batches={batches} />
                ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}

interface TrashBatchCardProps {
  batch: TrashBatch;
  batches: TrashBatch[];
  albums: Album[];
}

function TrashBatchCard({ batch, batches, albums }: TrashBatchCardProps) {
  const { t, formatDate } = useAdminTexts();
  const notify = useNotify();
  const { restore, erase } = useTrashChanges();
  const [conflict, setConflict] = useState<RestoreConflict | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [targetAlbum, setTargetAlbum] = useState('');
  const titleId = useId();
  const name = batch.label;
  // An album's batch lists the album first, then each photo and video it held; several photos
  // deleted at once are one batch that lists each of them.
  const held = batch.kind === 'album' ? batch.contents.slice(1) : batch.contents.length > 1 ? batch.contents : [];

  const restoreWith = async (choice: TrashRestoreChoice = {}, batchId = batch.id) => {
    setFailed(null);
    try {
      const kind = batches.find((other) => other.id === batchId)?.kind ?? batch.kind;
      await restore.mutateAsync({ batchId, kind, choice });
      setConflict(null);
      notify(t('trash.restored', { name: batchId === batch.id ? name : (batches.find((other) => other.id === batchId)?.label ?? name) }));
      return true;
    } catch (error) {
      const found = restoreConflictOf(error);
      if (found) setConflict(found);
      else setFailed(t('trash.restoreFailed', { name }));
      return false;
    }
  };

  /** The album's batch first, then this one into it. */
  const restoreAlbumFirst = async (albumBatchId: number) => {
    if (await restoreWith({}, albumBatchId)) await restoreWith();
  };

  const eraseForGood = async () => {
    setFailed(null);
    try {
      await erase.mutateAsync(batch.id);
      notify(t('trash.erased', { name }));
    } catch {
      setFailed(t('trash.eraseFailed', { name }));
    }
  };

  const busy = restore.isPending || erase.isPending;
  return (
    <Card as="li" padding="sm" className="adm-trash__batch">
      <div className="adm-trash__body">
        <h4 id={titleId} className="adm-trash__name">
          {name}
        </h4>
        <p className="adm-trash__meta">
          <span>{t(`trash.kind.${batch.kind}`)}</span>
          <span>{t('trash.deletedAt', { date: formatDate(batch.createdAt) })}</span>
          <span>{t('trash.purgeAt', { date: formatDate(batch.purgeAfter) })}</span>
        </p>
        {held.length > 0 && (
          <details className="adm-trash__contents">
            <summary>{t('trash.held', { count: held.length })}</summary>
            <ul>
              {held.map((content) => (
                <li key={`${content.kind}-${content.id}`}>{content.title || t(`trash.kind.${content.kind}`)}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
      <div className="adm-trash__actions">
        <Button size="sm" startIcon={<RotateCcw />} loading={restore.isPending} disabled={busy} onClick={() => void restoreWith()}>
          {t('trash.restore')}
          <span className="ui-visually-hidden">: {name}</span>
        </Button>
        <Button size="sm" variant="danger" startIcon={<Trash2 />} loading={erase.isPending} disabled={busy} onClick={() => setAsking(true)}>
          {t('trash.erase')}
          <span className="ui-visually-hidden">: {name}</span>
        </Button>
      </div>
      {failed && (
        <div className="adm-trash__problem">
          <Alert severity="error">{failed}</Alert>
        </div>
      )}
      {conflict && (
        <div className="adm-trash__problem">
          <Alert severity="warning">
            {conflict.reason === 'address-taken'
              ? t('trash.conflict.addressTaken')
              : conflict.reason === 'album-in-trash'
                ? t('trash.conflict.albumInTrash', { album: conflict.albumName ?? '' })
                : t('trash.conflict.albumGone')}
          </Alert>
          <div className="adm-trash__choice">
            {conflict.reason === 'address-taken' ? (
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void restoreWith({ asNew: true })}>
                {t('trash.conflict.restoreAsNew')}
              </Button>
            ) : (
              <>
                {conflict.reason === 'album-in-trash' && conflict.albumBatchId !== undefined && (
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => void restoreAlbumFirst(conflict.albumBatchId as number)}>
                    {t('trash.conflict.restoreAlbumFirst', { album: conflict.albumName ?? '' })}
                  </Button>
                )}
                {albums.length === 0 ? (
                  <p>{t('trash.conflict.noAlbums')}</p>
                ) : (
                  <div className="adm-trash__album-choice">
                    <NativeSelectField
                      label={t('trash.conflict.chooseAlbum')}
                      value={targetAlbum}
                      onValueChange={setTargetAlbum}
                      options={albums.map((album) => ({ value: String(album.id), label: album.name }))}
                    />
                    <Button size="sm" variant="secondary" disabled={busy || !targetAlbum} onClick={() => void restoreWith({ albumId: Number(targetAlbum) })}>
                      {t('trash.conflict.restoreInto')}
                    </Button>
                  </div>
                )}
              </>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('trash.eraseTitle')}
        message={t('trash.eraseQuestion', { name })}
        confirmLabel={t('trash.erase')}
        cancelLabel={t('trash.cancel')}
        onConfirm={() => void eraseForGood()}
        danger
      />
    </Card>
  );
}
