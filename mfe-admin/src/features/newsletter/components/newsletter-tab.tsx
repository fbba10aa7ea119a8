// "Newsletter": counts, whether e-mail is configured, mailings written in Slovak and English,
// previewed, tested on the administrator's own address and sent through the outbox, with progress
// while the sender works and a way to stop it (what went stays sent), and the subscriber list.
import { useEffect, useId, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Chip } from 'shared-ui/components/chip';
import type { Mailing } from 'shared-ui/domain';
import { ClosableMessage, type FormMessage } from '../../../components/closable-message';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useNewsletterStatus } from '../newsletter-queries';
import { MailingEditor } from './mailing-editor';
import { MailingList } from './mailing-list';
import { SubscriberList } from './subscriber-list';
import './newsletter-tab.css';

interface NewsletterTabProps {
  /** Whether the tab is on the screen: a hidden tab neither refetches nor polls. */
  shown: boolean;
  /** A draft made elsewhere (the dates' announcement) to open with its preview. */
  requestedMailingId?: number | null;
}

export function NewsletterTab({ shown, requestedMailingId = null }: NewsletterTabProps) {
  const { t } = useAdminTexts();
  const headingId = useId();
  const status = useNewsletterStatus(shown);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [editing, setEditing] = useState<Mailing | null>(null);
  const counts = status.data?.counts ?? { confirmed: 0, pending: 0, unsubscribed: 0 };

  const loadFailed = status.isError;
  useEffect(() => {
    if (loadFailed) setNotice({ severity: 'error', text: t('newsletter.loadFailed') });
  }, [loadFailed, setNotice, t]);

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
      {status.data && !status.data.mailConfigured && (
        <Alert severity="warning">
          <p className="adm-newsletter__notice">{t('newsletter.notConfigured')}</p>
          <p className="adm-newsletter__notice-detail">{t('newsletter.notConfiguredDetail')}</p>
        </Alert>
      )}
      <ClosableMessage message={notice} onClose={() => setNotice(null)} />

      <h3>{t('newsletter.mailingsHeading')}</h3>
      <MailingEditor key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} onNotice={setNotice} />
      <MailingList shown={shown} confirmed={counts.confirmed} requestedMailingId={requestedMailingId} onEdit={setEditing} onNotice={setNotice} />
      <SubscriberList shown={shown} onNotice={setNotice} />
    </section>
  );
}
