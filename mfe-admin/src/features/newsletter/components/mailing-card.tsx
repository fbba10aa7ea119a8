// One mailing in the list: its subject, state and date; while and after sending, the progress in
// a bar and in words; its recipients or preview when asked for; and what can be done with it now
// (preview in either language, recipients, stop, edit and send a draft, a test to one address).
import { CircleStop, Eye, Send, TestTube, Users } from 'lucide-react';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { Chip } from 'shared-ui/components/chip';
import { ProgressBar } from 'shared-ui/components/progress-bar';
import { TextField } from 'shared-ui/components/text-field';
import { LOCALES, type Locale, type Mailing, type MailingRecipientPage } from 'shared-ui/domain';
import { ClosableMessage } from '../../../components/closable-message';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { MailingRecipients } from './mailing-recipients';

const STATE_COLOR = { sent: 'success', sending: 'info', stopped: 'warning', draft: 'secondary' } as const;

/** The mail as rendered for one language. */
export interface MailingPreview {
  language: Locale;
  subject: string;
  html: string;
}

interface MailingCardProps {
  mailing: Mailing;
  /** Said inside the card (a draft the dates' announcement made). */
  announcement: string | null;
  onCloseAnnouncement: () => void;
  preview: MailingPreview | null;
  recipients: MailingRecipientPage | null;
  /** The address a test goes to, shared by every mailing's test form. */
  testTo: string;
  onTestToChange: (to: string) => void;
  onPreview: (language: Locale) => void;
  onRecipients: (page: number) => void;
  onEdit: () => void;
  onSend: () => void;
  onStop: () => void;
  onTest: () => void;
}

export function MailingCard(props: MailingCardProps) {
  const { mailing, announcement, preview, recipients, testTo } = props;
  const { t, formatDate } = useAdminTexts();
  const done = mailing.progress.sent + mailing.progress.failed + mailing.progress.skipped;
  const forThis = <span className="ui-visually-hidden">: {mailing.subjectSk}</span>;
  return (
    <Card as="li" padding="sm" id={`adm-mailing-${mailing.id}`} tabIndex={-1} className="adm-row adm-newsletter__mailing">
      <div className="adm-row__body">
        {announcement && <ClosableMessage message={{ severity: 'success', text: announcement }} onClose={props.onCloseAnnouncement} />}
        <div className="adm-feedback__head">
          <h4 className="adm-card__title">{mailing.subjectSk}</h4>
          <Chip size="sm" color={STATE_COLOR[mailing.state]}>
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
        {recipients && <MailingRecipients page={recipients} onPageChange={props.onRecipients} />}
        {preview && (
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
          <Button key={language} variant="outlined" size="sm" startIcon={<Eye />} onClick={() => props.onPreview(language)}>
            {t('newsletter.preview', { language: language.toUpperCase() })}
            {forThis}
          </Button>
        ))}
        {mailing.state !== 'draft' && (
          <Button variant="text" size="sm" startIcon={<Users />} onClick={() => props.onRecipients(1)}>
            {t('newsletter.recipients')}
            {forThis}
          </Button>
        )}
        {mailing.state === 'sending' && (
          <Button variant="danger" size="sm" startIcon={<CircleStop />} onClick={props.onStop}>
            {t('newsletter.stop')}
            {forThis}
          </Button>
        )}
        {mailing.state === 'draft' && (
          <>
            <Button variant="text" size="sm" onClick={props.onEdit}>
              {t('newsletter.edit')}
              {forThis}
            </Button>
            <Button size="sm" startIcon={<Send />} onClick={props.onSend}>
              {t('newsletter.send')}
              {forThis}
            </Button>
          </>
        )}
        <form
          className="adm-newsletter__test"
          onSubmit={(event) => {
            event.preventDefault();
            props.onTest();
          }}
        >
          <TextField id={`adm-mailing-test-${mailing.id}`} type="email" label={t('newsletter.testTo')} value={testTo} onChange={(event) => props.onTestToChange(event.target.value)} autoComplete="email" />
          <Button type="submit" variant="outlined" size="sm" startIcon={<TestTube />} disabled={!testTo.includes('@')}>
            {t('newsletter.sendTest')}
          </Button>
        </form>
      </div>
    </Card>
  );
}
