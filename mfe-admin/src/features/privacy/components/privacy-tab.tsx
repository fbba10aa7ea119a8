// A person's data in one place. The administrator enters an e-mail (and optionally a
// name), sees every record that holds it in every source the API registers, downloads them as one
// JSON file (the answer to an access request) and erases them all after a confirmation naming
// what will go.
import { Download, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { api } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { TextField } from 'shared-ui/components/text-field';
import type { DataSubject, PersonalDataFound, PersonalDataRecord } from 'shared-ui/domain';
import { ClosableMessage, type FormMessage } from '../../../components/closable-message';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { saveFile } from '../../../lib/save-file';
import { usePrivacyChanges } from '../privacy-queries';
import './privacy-tab.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KNOWN_SOURCES = ['contactMessages', 'feedback', 'newsletterSubscribers', 'newsletterSavedMails'];

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Saves the export as a file in the browser's downloads. */
const saveJson = (content: unknown, fileName: string) => saveFile(new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }), fileName);

export function PrivacyTab() {
  const { t, formatDate } = useAdminTexts();
  const changes = usePrivacyChanges();
  const headingId = useId();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState(false);
  const [busy, setBusy] = useState<'search' | 'download' | 'erase' | null>(null);
  const [subject, setSubject] = useState<DataSubject | null>(null);
  const [found, setFound] = useState<PersonalDataFound | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A search's answer takes the focus once it is on the screen (after React has committed it: a
  // frame callback could run before the heading exists on a busy machine).
  const [searchAnswered, setSearchAnswered] = useState(0);
  useEffect(() => {
    if (searchAnswered) resultsRef.current?.focus();
  }, [searchAnswered]);

  const sourceName = (key: string) => (KNOWN_SOURCES.includes(key) ? t(`privacy.sources.${key}`) : key);
  const nonEmpty = found?.sources.filter((source) => source.records.length > 0) ?? [];

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = { email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}) };
    if (!EMAIL_PATTERN.test(wanted.email)) {
      setEmailError(true);
      (event.currentTarget as HTMLFormElement).querySelector('input')?.focus();
      return;
    }
    setEmailError(false);
    setBusy('search');
    setMessage(null);
    try {
      setFound(await api.findPersonalData(wanted));
      setSubject(wanted);
      setSearchAnswered((count) => count + 1);
    } catch {
      setMessage({ severity: 'error', text: t('privacy.searchFailed') });
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    if (!subject) return;
    setBusy('download');
    try {
      const exported = await api.exportPersonalData(subject);
      saveJson(exported, `osobne-udaje-${exported.exportedAt.slice(0, 10)}.json`);
    } catch {
      setMessage({ severity: 'error', text: t('privacy.downloadFailed') });
    } finally {
      setBusy(null);
    }
  };

  const erase = async () => {
    if (!subject) return;
    setBusy('erase');
    try {
      const report = await api.erasePersonalData(subject);
      setFound(await api.findPersonalData(subject));
      setMessage({ severity: 'success', text: t('privacy.erased', { count: report.total }) });
      await changes.afterErase();
    } catch {
      setMessage({ severity: 'error', text: t('privacy.eraseFailed') });
    } finally {
      setBusy(null);
    }
  };

  const eraseList = nonEmpty.map((source) => t('privacy.sourceCount', { source: sourceName(source.key), count: source.records.length })).join(', ');

  return (
    <section className="adm-panel-card adm-privacy" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('privacy.heading')}</h2>
      <p className="adm-privacy__intro">{t('privacy.intro')}</p>
      <form className="adm-form" onSubmit={(event) => void search(event)} noValidate>
        <TextField
          label={t('privacy.email')}
          type="email"
          autoComplete="off"
          value={email}
          required
          maxLength={254}
          error={emailError ? t('privacy.emailInvalid') : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField label={t('privacy.name')} hint={t('privacy.nameHint')} autoComplete="off" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        <div className="adm-form__actions">
          <Button type="submit" startIcon={<Search />} loading={busy === 'search'}>
            {busy === 'search' ? t('privacy.searching') : t('privacy.search')}
          </Button>
        </div>
      </form>
      <ClosableMessage message={message} onClose={() => setMessage(null)} />
      {found && subject && (
        <div className="adm-privacy__results">
          <h3 ref={resultsRef} tabIndex={-1} aria-live="polite">
            {found.total === 0 ? t('privacy.nothing') : t('privacy.found', { count: found.total })}
          </h3>
          {nonEmpty.map((source) => (
            <section key={source.key} aria-label={sourceName(source.key)}>
              <h4>{t('privacy.sourceCount', { source: sourceName(source.key), count: source.records.length })}</h4>
              <ul className="adm-list">
                {source.records.map((record) => (
                  <RecordCard key={String(record.id)} record={record} formatDate={formatDate} />
                ))}
              </ul>
            </section>
          ))}
          {found.total > 0 && (
            <div className="adm-privacy__actions">
              <Button variant="outlined" startIcon={<Download />} loading={busy === 'download'} onClick={() => void download()}>
                {t('privacy.download')}
              </Button>
              <Button variant="danger" startIcon={<Trash2 />} loading={busy === 'erase'} onClick={() => setConfirming(true)}>
                {t('privacy.erase')}
              </Button>
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('privacy.eraseTitle', { email: subject?.email ?? '' })}
        message={t('privacy.eraseMessage', { list: eraseList })}
        confirmLabel={t('privacy.eraseConfirm')}
        cancelLabel={t('common.cancel')}
        danger
        onConfirm={() => void erase()}
      />
    </section>
  );
}

function RecordCard({ record, formatDate }: { record: PersonalDataRecord; formatDate: (value: string | null | undefined) => string }) {
  const body = text(record.message) ?? text(record.comment);
  return (
    <Card as="li" padding="sm" className="adm-row adm-privacy__record">
      <div className="adm-row__body">
        <p className="adm-card__title">{text(record.name) ?? text(record.email)}</p>
        {text(record.email) && <p className="adm-privacy__email">{text(record.email)}</p>}
        {body && <p className="adm-privacy__text">{body}</p>}
        <p className="adm-card__meta">{formatDate(text(record.createdAt))}</p>
      </div>
    </Card>
  );
}
