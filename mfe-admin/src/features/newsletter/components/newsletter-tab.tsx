// "Newsletter": counts, whether e-mail is configured, the subscriber list (paged,
// searchable, export, erase), and mailings written in Slovak and English, previewed, tested on the
// administrator's own address and sent through the outbox, with progress while the sender works
// and a way to stop it (what went stays sent).
import { CircleStop, Download, Eye, Save, Send, TestTube, Users } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { api } from 'shared-ui/api';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { Chip } from 'shared-ui/components/chip';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { ProgressBar } from 'shared-ui/components/progress-bar';
import { TextArea, TextField } from 'shared-ui/components/text-field';
import {
  LOCALES,
  type Locale,
  type Mailing,
  type MailingInput,
  type MailingRecipientPage,
  NEWSLETTER_PAGE_SIZE,
  NEWSLETTER_RULES,
  NEWSLETTER_STATES,
  type NewsletterState,
  type NewsletterStatus,
  type NewsletterSubscriberPage,
} from 'shared-ui/domain';
import { ClosableMessage } from '../../../components/closable-message';
import { DeleteButton } from '../../../components/delete-button';
import { Pager } from '../../../components/pager';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { saveFile } from '../../../lib/save-file';
import './newsletter-tab.css';

const EMPTY_MAILING: MailingInput = { subjectSk: '', bodySk: '', subjectEn: '', bodyEn: '' };
const POLL_MS = 2000;

type Notice = { severity: 'success' | 'error'; text: string } | null;

/** `requestedMailingId`: a draft made elsewhere (the dates' announcement) to open with its preview. */
export function NewsletterTab({ requestedMailingId = null }: { requestedMailingId?: number | null }) {
  const { t, formatDate } = useAdminTexts();
  const headingId = useId();
  const [status, setStatus] = useState<NewsletterStatus | null>(null);
  const [subscribers, setSubscribers] = useState<NewsletterSubscriberPage | null>(null);
  const [mailings, setMailings] = useState<Mailing[]>([]);
  const [query, setQuery] = useState<{ page: number; search: string; state: NewsletterState | '' }>({ page: 1, search: '', state: '' });
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<MailingInput>(EMPTY_MAILING);
  const [editing, setEditing] = useState<number | null>(null);
  const [preview, setPreview] = useState<{ id: number; language: Locale; subject: string; html: string } | null>(null);
  const [recipients, setRecipients] = useState<{ id: number; page: MailingRecipientPage } | null>(null);
  const [testTo, setTestTo] = useState('');
  const [sending, setSending] = useState<Mailing | null>(null);
  const [stopping, setStopping] = useState<Mailing | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [showErrors, setShowErrors] = useState(false);

  const load = useCallback(async () => {
    try {
      const [nextStatus, nextSubscribers, nextMailings] = await Promise.all([
        api.newsletterStatus(),
        api.listSubscribers({ page: query.page, search: query.search, state: query.state || undefined }),
        api.listMailings(),
      ]);
      setStatus(nextStatus);
      setSubscribers(nextSubscribers);
      setMailings(nextMailings);
    } catch {
      setNotice({ severity: 'error', text: t('newsletter.loadFailed') });
    }
  }, [query, t]);

  useEffect(() => {
    void load();
  }, [load]);

  // The requested draft opens once: listed, previewed in Slovak, in view and focused, with what to do next.
  const opened = useRef<number | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  // Said inside the draft's own card, which is scrolled into view (the tab's notice is far above).
  const [announced, setAnnounced] = useState<{ id: number; text: string } | null>(null);
  useEffect(() => {
    const card = focusId === null ? null : document.getElementById(`adm-mailing-${focusId}`);
    if (!card) return;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
    setFocusId(null);
  }, [focusId, mailings, preview]);
  useEffect(() => {
    if (requestedMailingId === null || opened.current === requestedMailingId) return;
    opened.current = requestedMailingId;
    void (async () => {
      try {
        const [mailing, result] = await Promise.all([api.getMailing(requestedMailingId), api.previewMailing(requestedMailingId, 'sk')]);
        await load();
        setPreview({ id: mailing.id, language: 'sk', subject: result.subject, html: result.html });
        setAnnounced({ id: mailing.id, text: t('newsletter.announcementReady', { subject: mailing.subjectSk }) });
        setFocusId(mailing.id);
      } catch {
        setNotice({ severity: 'error', text: t('newsletter.previewFailed') });
      }
    })();
  }, [requestedMailingId, load, t]);

  const working = mailings.some((mailing) => mailing.state === 'sending');
  useEffect(() => {
    if (!working) return undefined;
    const timer = window.setInterval(() => void load(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [working, load]);

  const act = async (action: () => Promise<unknown>, success: string | null, failure: string) => {
    try {
      await action();
      setNotice(success ? { severity: 'success', text: success } : null);
      await load();
      return true;
    } catch {
      setNotice({ severity: 'error', text: failure });
      return false;
    }
  };

  const invalid = !draft.subjectSk.trim() || !draft.bodySk.trim();
  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) {
      setShowErrors(true);
      document.getElementById(draft.subjectSk.trim() ? 'adm-mailing-body-sk' : 'adm-mailing-subject-sk')?.focus();
      return;
    }
    const input = { ...draft, subjectEn: draft.subjectEn?.trim() || null, bodyEn: draft.bodyEn?.trim() || null };
    const saved = await act(() => (editing ? api.updateMailing(editing, input) : api.createMailing(input)), t('newsletter.saved'), t('newsletter.saveFailed'));
    if (saved) {
      setDraft(EMPTY_MAILING);
      setEditing(null);
      setShowErrors(false);
    }
  };

  const showPreview = async (mailing: Mailing, language: Locale) => {
    try {
      const result = await api.previewMailing(mailing.id, language);
      setPreview({ id: mailing.id, language, subject: result.subject, html: result.html });
    } catch {
      setNotice({ severity: 'error', text: t('newsletter.previewFailed') });
    }
  };

  const showRecipients = async (mailing: Mailing, page = 1) => {
    try {
      setRecipients({ id: mailing.id, page: await api.mailingRecipients(mailing.id, page) });
    } catch {
      setNotice({ severity: 'error', text: t('newsletter.recipientsFailed') });
    }
  };

  const counts = status?.counts ?? { confirmed: 0, pending: 0, unsubscribed: 0 };
  const pages = subscribers ? Math.max(1, Math.ceil(subscribers.total / (subscribers.pageSize || NEWSLETTER_PAGE_SIZE))) : 1;

  return (
    <section className="adm-panel-card adm-newsletter" aria-labelledby={headingId}>
      <div className="adm-section__header">
        <h2 id={headingId}>{t('newsletter.heading')}</h2>
        <div className="adm-chips">
          <Chip color="success">{t('newsletter.confirmed', { count: counts.confirmed })}</Chip>
          <Chip color="info">{t('newsletter.pending', { count: counts.pending })}</Chip>
          <Chip color="secondary">{t('newsletter.unsubscribed', { count: counts.unsubscribed })}</Chip>
        </div>
      </div>
      {status && !status.mailConfigured && (
        <Alert severity="warning">
          <p className="adm-newsletter__notice">{t('newsletter.notConfigured')}</p>
          <p className="adm-newsletter__notice-detail">{t('newsletter.notConfiguredDetail')}</p>
        </Alert>
      )}
      <ClosableMessage message={notice} onClose={() => setNotice(null)} />

      <h3>{t('newsletter.mailingsHeading')}</h3>
      <form className="adm-newsletter__form" onSubmit={(event) => void onSave(event)} noValidate>
        {LOCALES.map((language) => {
          const subjectKey = language === 'sk' ? 'subjectSk' : 'subjectEn';
          const bodyKey = language === 'sk' ? 'bodySk' : 'bodyEn';
          const required = language === 'sk';
          return (
            <fieldset key={language} className="adm-newsletter__language">
              <legend>{t(`newsletter.language.${language}`)}</legend>
              <TextField
                id={`adm-mailing-subject-${language}`}
                label={t('newsletter.subject')}
                value={draft[subjectKey] ?? ''}
                onChange={(event) => setDraft((current) => ({ ...current, [subjectKey]: event.target.value }))}
                required={required}
                maxLength={NEWSLETTER_RULES.subjectMax}
                lang={language}
                error={required && showErrors && !draft.subjectSk.trim() ? t('newsletter.subjectError') : undefined}
              />
              <TextArea
                id={`adm-mailing-body-${language}`}
                label={t('newsletter.body')}
                hint={required ? t('newsletter.bodyHint') : t('newsletter.englishHint')}
                rows={6}
                value={draft[bodyKey] ?? ''}
                onChange={(event) => setDraft((current) => ({ ...current, [bodyKey]: event.target.value }))}
                required={required}
                maxLength={NEWSLETTER_RULES.bodyMax}
                lang={language}
                error={required && showErrors && !draft.bodySk.trim() ? t('newsletter.bodyError') : undefined}
              />
            </fieldset>
          );
        })}
        <div className="adm-newsletter__actions">
          <Button type="submit" startIcon={<Save />}>
            {editing ? t('newsletter.saveChanges') : t('newsletter.saveDraft')}
          </Button>
          {editing && (
            <Button variant="text" onClick={() => { setEditing(null); setDraft(EMPTY_MAILING); }}>
              {t('common.cancel')}
            </Button>
          )}
        </div>
      </form>

      {mailings.length === 0 ? (
        <p className="adm-empty">{t('newsletter.noMailings')}</p>
      ) : (
        <ul className="adm-list">
          {mailings.map((mailing) => {
            const done = mailing.progress.sent + mailing.progress.failed + mailing.progress.skipped;
            return (
              <Card as="li" padding="sm" key={mailing.id} id={`adm-mailing-${mailing.id}`} tabIndex={-1} className="adm-row adm-newsletter__mailing">
                <div className="adm-row__body">
                  {announced?.id === mailing.id && <ClosableMessage message={{ severity: 'success', text: announced.text }} onClose={() => setAnnounced(null)} />}
                  <div className="adm-feedback__head">
                    <h4 className="adm-card__title">{mailing.subjectSk}</h4>
                    <Chip size="sm" color={mailing.state === 'sent' ? 'success' : mailing.state === 'sending' ? 'info' : mailing.state === 'stopped' ? 'warning' : 'secondary'}>
                      {t(`newsletter.state.${mailing.state}`)}
                    </Chip>
                  </div>
                  <p className="adm-card__meta">{formatDate(mailing.startedAt ?? mailing.createdAt)}</p>
                  {mailing.state !== 'draft' && (
                    <>
                      <ProgressBar value={mailing.progress.total ? (done / mailing.progress.total) * 100 : 100} label={t('newsletter.progressLabel', { subject: mailing.subjectSk })} />
                      <p className="adm-card__meta">
                        {mailing.state === 'stopped'
                          ? t('newsletter.progressStopped', { sent: mailing.progress.sent, total: mailing.progress.total })
                          : t('newsletter.progress', { sent: mailing.progress.sent, failed: mailing.progress.failed, left: mailing.progress.left })}
                      </p>
                    </>
                  )}
                  {recipients?.id === mailing.id && (
                    <div className="adm-newsletter__recipients">
                      <table>
                        <caption>{t('newsletter.recipientsCaption', { count: recipients.page.total })}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{t('newsletter.recipient')}</th>
                            <th scope="col">{t('newsletter.deliveryState')}</th>
                            <th scope="col">{t('newsletter.attempts')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {recipients.page.items.map((item) => (
                            <tr key={item.subscriberId}>
                              <td>{item.email ?? t('newsletter.erasedAddress')}</td>
                              <td>
                                {t(`newsletter.delivery.${item.state}`)}
                                {item.lastError && <span className="adm-card__meta"> {item.lastError}</span>}
                              </td>
                              <td>{item.attempts}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                      <Pager
                        page={recipients.page.page}
                        pages={Math.max(1, Math.ceil(recipients.page.total / recipients.page.pageSize))}
                        label={t('newsletter.recipientPages')}
                        previousLabel={t('contact.previousPage')}
                        nextLabel={t('contact.nextPage')}
                        status={t('contact.pageOf', { page: recipients.page.page, pages: Math.max(1, Math.ceil(recipients.page.total / recipients.page.pageSize)) })}
                        onChange={(next) => void showRecipients(mailing, next)}
                      />
                    </div>
                  )}
                  {preview?.id === mailing.id && (
                    <div className="adm-newsletter__preview">
                      <p>
                        <strong>{t('newsletter.previewSubject')}</strong> {preview.subject}
                      </p>
                      <iframe title={t('newsletter.previewTitle', { language: t(`newsletter.language.${preview.language}`) })} sandbox="" srcDoc={preview.html} />
                    </div>
                  )}
                </div>
                <div className="adm-row__actions adm-row__actions--column">
                  {LOCALES.map((language) => (
                    <Button key={language} variant="outlined" size="sm" startIcon={<Eye />} onClick={() => void showPreview(mailing, language)}>
                      {t('newsletter.preview', { language: language.toUpperCase() })}
                      <span className="ui-visually-hidden">: {mailing.subjectSk}</span>
                    </Button>
                  ))}
                  {mailing.state !== 'draft' && (
                    <Button variant="text" size="sm" startIcon={<Users />} onClick={() => void showRecipients(mailing)}>
                      {t('newsletter.recipients')}
                      <span className="ui-visually-hidden">: {mailing.subjectSk}</span>
                    </Button>
                  )}
                  {mailing.state === 'sending' && (
                    <Button variant="danger" size="sm" startIcon={<CircleStop />} onClick={() => setStopping(mailing)}>
                      {t('newsletter.stop')}
                      <span className="ui-visually-hidden">: {mailing.subjectSk}</span>
                    </Button>
                  )}
                  {mailing.state === 'draft' && (
                    <>
                      <Button variant="text" size="sm" onClick={() => { setEditing(mailing.id); setDraft({ subjectSk: mailing.subjectSk, bodySk: mailing.bodySk, subjectEn: mailing.subjectEn ?? '', bodyEn: mailing.bodyEn ?? '' }); document.getElementById('adm-mailing-subject-sk')?.focus(); }}>
                        {t('newsletter.edit')}
                        <span className="ui-visually-hidden">: {mailing.subjectSk}</span>
                      </Button>
                      <Button size="sm" startIcon={<Send />} onClick={() => setSending(mailing)}>
                        {t('newsletter.send')}
                        <span className="ui-visually-hidden">: {mailing.subjectSk}</span>
                      </Button>
                    </>
                  )}
                  <form className="adm-newsletter__test" onSubmit={(event) => { event.preventDefault(); void act(() => api.testMailing(mailing.id, testTo.trim()), t('newsletter.testSent', { to: testTo.trim() }), t('newsletter.testFailed')); }}>
                    <TextField id={`adm-mailing-test-${mailing.id}`} type="email" label={t('newsletter.testTo')} value={testTo} onChange={(event) => setTestTo(event.target.value)} autoComplete="email" />
                    <Button type="submit" variant="outlined" size="sm" startIcon={<TestTube />} disabled={!testTo.includes('@')}>
                      {t('newsletter.sendTest')}
                    </Button>
                  </form>
                </div>
              </Card>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={sending !== null}
        onOpenChange={(open) => !open && setSending(null)}
        title={t('newsletter.sendTitle')}
        message={t('newsletter.sendQuestion', { count: counts.confirmed })}
        confirmLabel={t('newsletter.send')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          const mailing = sending;
          setSending(null);
          if (mailing) void act(() => api.sendMailing(mailing.id), t('newsletter.sendStarted'), t('newsletter.sendFailed'));
        }}
      />
      <ConfirmDialog
        open={stopping !== null}
        onOpenChange={(open) => !open && setStopping(null)}
        title={t('newsletter.stopTitle')}
        message={t('newsletter.stopQuestion')}
        confirmLabel={t('newsletter.stop')}
        cancelLabel={t('common.cancel')}
        danger
        onConfirm={() => {
          const mailing = stopping;
          setStopping(null);
          if (!mailing) return;
          void (async () => {
            try {
              const stopped = await api.stopMailing(mailing.id);
              setNotice({ severity: 'success', text: t('newsletter.stopped', { sent: stopped.progress.sent, total: stopped.progress.total }) });
            } catch {
              setNotice({ severity: 'error', text: t('newsletter.stopFailed') });
            }
            await load();
          })();
        }}
      />

      <h3>{t('newsletter.subscribersHeading')}</h3>
      <form className="adm-newsletter__filters" role="search" onSubmit={(event) => { event.preventDefault(); setQuery((current) => ({ ...current, page: 1, search })); }}>
        <TextField id="adm-newsletter-search" type="search" label={t('newsletter.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
        <label className="adm-newsletter__select">
          <span>{t('newsletter.stateFilter')}</span>
          <select value={query.state} onChange={(event) => setQuery((current) => ({ ...current, page: 1, state: event.target.value as NewsletterState | '' }))}>
            <option value="">{t('newsletter.allStates')}</option>
            {NEWSLETTER_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`newsletter.subscriberState.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outlined">
          {t('newsletter.searchButton')}
        </Button>
        {(['csv', 'json'] as const).map((format) => (
          <Button key={format} variant="text" startIcon={<Download />} onClick={() => void act(async () => { const file = await api.exportSubscribers(format); saveFile(file.blob, file.filename); }, null, t('newsletter.exportFailed'))}>
            {t('newsletter.export', { format: format.toUpperCase() })}
          </Button>
        ))}
      </form>
      {subscribers && subscribers.items.length === 0 ? (
        <p className="adm-empty">{t('newsletter.noSubscribers')}</p>
      ) : (
        <ul className="adm-list">
          {subscribers?.items.map((subscriber) => (
            <Card as="li" padding="sm" key={subscriber.id} className="adm-row">
              <div className="adm-row__body">
                <p className="adm-card__title adm-newsletter__email">{subscriber.email ?? t('newsletter.erasedAddress')}</p>
                <p className="adm-card__meta">
                  {t(`newsletter.subscriberState.${subscriber.state}`)} · {subscriber.language.toUpperCase()} · {formatDate(subscriber.confirmedAt ?? subscriber.createdAt)}
                  {subscriber.consentVersion !== null && ` · ${t('newsletter.consent', { version: subscriber.consentVersion })}`}
                </p>
              </div>
              <div className="adm-row__actions">
                <DeleteButton kind="subscriber" itemName={subscriber.email ?? String(subscriber.id)} onDelete={() => act(() => api.eraseSubscriber(subscriber.id), null, t('common.deleteFailed'))} />
              </div>
            </Card>
          ))}
        </ul>
      )}
      <Pager
        page={query.page}
        pages={pages}
        label={t('newsletter.pages')}
        previousLabel={t('contact.previousPage')}
        nextLabel={t('contact.nextPage')}
        status={t('contact.pageOf', { page: query.page, pages })}
        onChange={(next) => setQuery((current) => ({ ...current, page: next }))}
      />
    </section>
  );
}
