// "Zálohy". The state of the nightly backup (the last success with its size and counts,
// or the last failure in words), a clear warning when no backup succeeded for 48 hours, "back up
// now", and the kept archives to download (fetched with the admin token, saved as a file).
import { DatabaseBackup, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { api } from 'shared-ui/api';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { Spinner } from 'shared-ui/components/spinner';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { saveFile } from '../../../lib/save-file';
import { useBackupChanges, useBackupState } from '../backups-queries';
import './backups-tab.css';

/** Bytes as the panel shows them: KB below a megabyte, MB with one decimal above. */
export function sizeText(bytes: number, locale: string): string {
  const number = (value: number, digits: number) => value.toLocaleString(locale, { maximumFractionDigits: digits });
  return bytes < 1024 * 1024 ? `${number(Math.max(1, Math.ceil(bytes / 1024)), 0)} KB` : `${number(bytes / 1024 / 1024, 1)} MB`;
}

async function saveArchive(name: string): Promise<void> {
  const { blob, filename } = await api.downloadBackup(name);
  saveFile(blob, filename);
}

/** `shown`: the state loads while the section is on the screen, and afresh when it is opened again. */
export function BackupsTab({ shown }: { shown: boolean }) {
  const { t, locale, formatDate } = useAdminTexts();
  const headingId = useId();
  const status = useBackupState(shown);
  const { backUpNow: run } = useBackupChanges();
  const state = status.data ?? null;
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A failed action says what failed; otherwise a state that cannot be loaded says so, until closed.
  const [closedAt, setClosedAt] = useState(0);
  const loadFailed = status.isError && !status.isFetching && status.errorUpdatedAt > closedAt;
  const problem = failure ?? (loadFailed ? t('backups.loadFailed') : null);
  const closeProblem = () => {
    setFailure(null);
    setClosedAt(Date.now());
  };

  const backUpNow = async () => {
    setNotice(null);
    setFailure(null);
    try {
      const answer = await run.mutateAsync();
      setNotice(answer.ok ? t('backups.done', { name: answer.name ?? '' }) : null);
      if (!answer.ok) setFailure(t('backups.failedNow', { error: answer.error ?? '' }));
    } catch {
      setFailure(t('backups.failedNow', { error: '' }));
    }
  };

  const download = async (name: string) => {
    try {
      await saveArchive(name);
    } catch {
      setFailure(t('backups.downloadFailed', { name }));
    }
  };

  const last = state?.lastSuccess;
  return (
    <section aria-labelledby={headingId} className="adm-backups">
      <div className="adm-backups__head">
        <h2 id={headingId}>
          {t('backups.title')}
        </h2>
        <Button startIcon={<DatabaseBackup />} loading={run.isPending} onClick={() => void backUpNow()}>
          {t('backups.now')}
        </Button>
      </div>
      {problem && (
        <Alert severity="error" onClose={closeProblem} closeLabel={t('common.close')}>
          {problem}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} closeLabel={t('common.close')}>
          {notice}
        </Alert>
      )}
      {!state ? (
        !problem && <Spinner label={t('common.loading')} />
      ) : (
        <>
          {state.stale && <Alert severity="warning">{last ? t('backups.stale', { date: formatDate(last.at) }) : t('backups.never')}</Alert>}
          <Card className="adm-backups__state">
            <h3 className="adm-backups__subtitle">{t('backups.lastTitle')}</h3>
            {last ? (
              <p>
                {t('backups.lastOk', {
                  date: formatDate(last.at),
                  size: sizeText(last.size ?? 0, locale),
                  rows: last.rows ?? 0,
                  files: last.files ?? 0,
                })}
              </p>
            ) : (
              <p>{t('backups.none')}</p>
            )}
            {state.lastFailure && (
              <p className="adm-backups__failure">
                {state.lastFailure.interrupted
                  ? t('backups.interrupted', { date: formatDate(state.lastFailure.at) })
                  : t('backups.lastFailed', { date: formatDate(state.lastFailure.at), error: state.lastFailure.error ?? '' })}
              </p>
            )}
            <p className="adm-backups__schedule">{t('backups.schedule', { time: state.schedule.time, keep: state.schedule.keep })}</p>
          </Card>
          <Card className="adm-backups__care">
            <h3 className="adm-backups__subtitle">{t('backups.contentsTitle')}</h3>
            <p>{t('backups.contents')}</p>
            <h3 className="adm-backups__subtitle">{t('backups.restoreTitle')}</h3>
            <p>{t('backups.restore')}</p>
          </Card>
          <h3 className="adm-backups__subtitle">{t('backups.keptTitle', { count: state.archives.length })}</h3>
          {state.archives.length === 0 ? (
            <p>{t('backups.none')}</p>
          ) : (
            <ul className="adm-backups__list">
              {state.archives.map((archive) => (
                <li key={archive.name} className="adm-backups__item">
                  <span className="adm-backups__name">{formatDate(archive.createdAt)}</span>
                  <span>{sizeText(archive.size, locale)}</span>
                  <Button
                    variant="outlined"
                    size="sm"
                    startIcon={<Download />}
                    aria-label={t('backups.downloadLabel', { date: formatDate(archive.createdAt) })}
                    onClick={() => void download(archive.name)}
                  >
                    {t('backups.download')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
