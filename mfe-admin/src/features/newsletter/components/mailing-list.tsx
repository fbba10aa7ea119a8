// The mailings, newest first, each with what can be done with it; sending and stopping are asked
// once more. A draft made elsewhere (the dates' announcement) opens here: listed, previewed in
// Slovak, scrolled into view and focused, with what to do next said in its own card.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from 'shared-ui/api';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import type { Locale, Mailing, MailingRecipientPage } from 'shared-ui/domain';
import type { FormMessage } from '../../../components/closable-message';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { mailingPreviewQuery, mailingsQuery, useMailingChanges, useMailings } from '../newsletter-queries';
import { MailingCard, type MailingPreview } from './mailing-card';

const NO_MAILINGS: Mailing[] = [];

interface MailingListProps {
  shown: boolean;
  /** How many confirmed subscribers a mailing sent now goes to. */
  confirmed: number;
  requestedMailingId: number | null;
  onEdit: (mailing: Mailing) => void;
  onNotice: (notice: FormMessage | null) => void;
}

export function MailingList({ shown, confirmed, requestedMailingId, onEdit, onNotice }: MailingListProps) {
  const { t } = useAdminTexts();
  const client = useQueryClient();
  const mailingsQueryResult = useMailings(shown);
  const mailings = mailingsQueryResult.data ?? NO_MAILINGS;
  const changes = useMailingChanges();
  const [preview, setPreview] = useState<(MailingPreview & { id: number }) | null>(null);
  const [recipients, setRecipients] = useState<{ id: number; page: MailingRecipientPage } | null>(null);
  const [testTo, setTestTo] = useState('');
  const [sending, setSending] = useState<Mailing | null>(null);
  const [stopping, setStopping] = useState<Mailing | null>(null);
  const [announced, setAnnounced] = useState<{ id: number; text: string } | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);

  const loadFailed = mailingsQueryResult.isError;
  useEffect(() => {
    if (loadFailed) onNotice({ severity: 'error', text: t('newsletter.loadFailed') });
  }, [loadFailed, onNotice, t]);

  useEffect(() => {
    const card = focusId === null ? null : document.getElementById(`adm-mailing-${focusId}`);
    if (!card) return;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
    setFocusId(null);
  }, [focusId, mailings, preview]);

  // The requested draft opens once.
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (requestedMailingId === null || opened.current === requestedMailingId) return;
    opened.current = requestedMailingId;
    void (async () => {
      try {
        const [mailing, result] = await Promise.all([api.getMailing(requestedMailingId), client.fetchQuery(mailingPreviewQuery(requestedMailingId, 'sk'))]);
        // Listed before it is focused: the list may have been loaded before the draft was made.
        await client.fetchQuery({ ...mailingsQuery, staleTime: 0 });
        setPreview({ id: mailing.id, language: 'sk', subject: result.subject, html: result.html });
        setAnnounced({ id: mailing.id, text: t('newsletter.announcementReady', { subject: mailing.subjectSk }) });
        setFocusId(mailing.id);
      } catch {
        onNotice({ severity: 'error', text: t('newsletter.previewFailed') });
      }
    })();
  }, [requestedMailingId, client, onNotice, t]);

  const showPreview = async (mailing: Mailing, language: Locale) => {
    try {
      const result = await client.fetchQuery(mailingPreviewQuery(mailing.id, language));
      setPreview({ id: mailing.id, language, subject: result.subject, html: result.html });
    } catch {
      onNotice({ severity: 'error', text: t('newsletter.previewFailed') });
    }
  };

  const showRecipients = async (mailing: Mailing, page: number) => {
    try {
      setRecipients({ id: mailing.id, page: await api.mailingRecipients(mailing.id, page) });
    } catch {
      onNotice({ severity: 'error', text: t('newsletter.recipientsFailed') });
    }
  };

  const sendTest = async (mailing: Mailing) => {
    const to = testTo.trim();
    try {
      await changes.test.mutateAsync({ id: mailing.id, to });
      onNotice({ severity: 'success', text: t('newsletter.testSent', { to }) });
    } catch {
      onNotice({ severity: 'error', text: t('newsletter.testFailed') });
    }
  };

  const send = async (mailing: Mailing) => {
    try {
      await changes.send.mutateAsync(mailing.id);
      onNotice({ severity: 'success', text: t('newsletter.sendStarted') });
    } catch {
      onNotice({ severity: 'error', text: t('newsletter.sendFailed') });
    }
  };

  const stop = async (mailing: Mailing) => {
    try {
      const stopped = await changes.stop.mutateAsync(mailing.id);
      onNotice({ severity: 'success', text: t('newsletter.stopped', { sent: stopped.progress.sent, total: stopped.progress.total }) });
    } catch {
      onNotice({ severity: 'error', text: t('newsletter.stopFailed') });
    }
  };

  return (
    <>
      {mailings.length === 0 ? (
        <p className="adm-empty">{t('newsletter.noMailings')}</p>
      ) : (
        <ul className="adm-list">
          {mailings.map((mailing) => (
            <MailingCard
              key={mailing.id}
              mailing={mailing}
              announcement={announced?.id === mailing.id ? announced.text : null}
              onCloseAnnouncement={() => setAnnounced(null)}
              preview={preview?.id === mailing.id ? preview : null}
              recipients={recipients?.id === mailing.id ? recipients.page : null}
              testTo={testTo}
              onTestToChange={setTestTo}
              onPreview={(language) => void showPreview(mailing, language)}
              onRecipients={(page) => void showRecipients(mailing, page)}
              onEdit={() => onEdit(mailing)}
              onSend={() => setSending(mailing)}
              onStop={() => setStopping(mailing)}
              onTest={() => void sendTest(mailing)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={sending !== null}
        onOpenChange={(open) => !open && setSending(null)}
        title={t('newsletter.sendTitle')}
        message={t('newsletter.sendQuestion', { count: confirmed })}
        confirmLabel={t('newsletter.send')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          const mailing = sending;
          setSending(null);
          if (mailing) void send(mailing);
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
          if (mailing) void stop(mailing);
        }}
      />
    </>
  );
}
