// "Kontaktné správy" (spec 2.17): counts, each message with its details, the resolved checkbox
// toggling both ways (PRODUCT section 4), the list refreshed after a failed update too (spec 4).
// A page of messages at a time, newest first; the counts cover all pages.
import { CircleCheck, Mail, Phone } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { api } from 'shared-ui/api';
import { Card } from 'shared-ui/components/card';
import { CheckboxField } from 'shared-ui/components/checkbox-field';
import { Chip } from 'shared-ui/components/chip';
import { EmailLink } from 'shared-ui/components/email-link';
import { DeleteButton } from '../../../components/delete-button';
import { Pager } from '../../../components/pager';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useReloadingAction } from '../../../hooks/use-reloading-action';
import { ClosableMessage } from '../../../components/closable-message';
import { contactPageCount, emptyContactPage } from '../contact-pages';
import { contactPageQuery, useContactChanges, useContactPage } from '../contact-queries';
import { contactSubjectText } from '../../../i18n/stored-labels';
import { PhotoReference } from '../../../components/photo-reference';
import './contact-tab.css';

interface ContactTabProps {
  /** The page asked for; the navigation's badge reads the counts of the same answer. */
  page: number;
  onPageChange: (page: number) => void;
}

export function ContactTab({ page: asked, onPageChange }: ContactTabProps) {
  const { t, formatDate } = useAdminTexts();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const client = useQueryClient();
  const pageQuery = useContactPage(asked);
  const page = pageQuery.data ?? emptyContactPage;
  const changes = useContactChanges();
  const update = useReloadingAction(changes.afterSave);
  const deletion = useReloadingAction(changes.afterDelete);
  const photoAction = useReloadingAction(changes.afterPhotoChange);
  const [paging, setPaging] = useState<'idle' | 'loading' | 'failed'>('idle');
  // The asked page no longer exists (its last message was deleted): the last one answered instead.
  const answeredOther = !pageQuery.isPlaceholderData && page.items.length > 0 && page.page !== asked;
  useEffect(() => {
    if (answeredOther) onPageChange(page.page);
  }, [answeredOther, page.page, onPageChange]);
  const messages = page.items;
  const pages = contactPageCount(page);

  const turnTo = async (next: number) => {
    setPaging('loading');
    try {
      // Shown once loaded, so a failure keeps the page the administrator was reading.
      await client.fetchQuery(contactPageQuery(next));
      onPageChange(next);
      setPaging('idle');
      // The button pressed may now be disabled (first or last page): reading goes on from the list's top.
      headingRef.current?.focus();
    } catch {
      setPaging('failed');
    }
  };

  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <div className="adm-section__header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t('contact.heading')}
        </h2>
        <div className="adm-chips">
          <Chip color="info">{t('contact.total', { count: page.total })}</Chip>
          <Chip color={page.unresolved > 0 ? 'error' : 'success'}>{t('contact.unresolved', { count: page.unresolved })}</Chip>
        </div>
      </div>
      <ClosableMessage message={paging === 'failed' ? { severity: 'error', text: t('contact.pageFailed') } : null} onClose={() => setPaging('idle')} />
      <ClosableMessage message={update.failed ? { severity: 'error', text: t('contact.updateFailed') } : null} onClose={update.dismiss} />
      <ClosableMessage message={deletion.failed ? { severity: 'error', text: t('common.deleteFailed') } : null} onClose={deletion.dismiss} />
      <ClosableMessage message={photoAction.failed ? { severity: 'error', text: t('takedown.failed') } : null} onClose={photoAction.dismiss} />
      {messages.length === 0 ? (
        <p className="adm-empty">{t('contact.empty')}</p>
      ) : (
        <ul className="adm-list">
          {messages.map((message) => (
            <Card as="li" padding="sm" key={message.id} className={`adm-row adm-message${message.resolved ? ' adm-message--resolved' : ''}`}>
              <div className="adm-row__body">
                <div className="adm-feedback__head">
                  {message.resolved && <CircleCheck className="adm-message__check" role="img" aria-label={t('contact.resolvedIcon')} />}
                  <h3 className="adm-card__title">{message.name}</h3>
                  <Chip color="secondary" size="sm">{contactSubjectText(t, message.subject)}</Chip>
                </div>
                <p className="adm-message__contact">
                  <EmailLink className="adm-link" icon={<Mail aria-hidden="true" />} address={message.email} />
                  {message.phone && (
                    <span className="adm-message__phone">
                      <Phone aria-hidden="true" />
                      {t('contact.phone', { phone: message.phone })}
                    </span>
                  )}
                </p>
                <p className="adm-message__text">{message.message}</p>
                {message.galleryItemId ? <PhotoReference galleryItemId={message.galleryItemId} photo={message.photo} run={photoAction.run} /> : null}
                <p className="adm-card__meta">{formatDate(message.createdAt)}</p>
              </div>
              <div className="adm-row__actions adm-row__actions--column">
                <CheckboxField
                  label={
                    <>
                      {t('contact.resolved')}
                      <span className="ui-visually-hidden">: {message.name}</span>
                    </>
                  }
                  checked={message.resolved}
                  onCheckedChange={(resolved) =>
                    void update.run(() => api.setContactResolved(message.id, resolved), t(resolved ? 'notices.resolved' : 'notices.unresolved', { name: message.name }))
                  }
                />
                <DeleteButton kind="message" itemName={message.name} onDelete={() => deletion.runDelete(() => api.deleteContact(message.id))} />
              </div>
            </Card>
          ))}
        </ul>
      )}
      <Pager
        page={page.page}
        pages={pages}
        label={t('contact.pages')}
        previousLabel={t('contact.previousPage')}
        nextLabel={t('contact.nextPage')}
        status={t('contact.pageOf', { page: page.page, pages })}
        busy={paging === 'loading'}
        onChange={(next) => void turnTo(next)}
      />
    </section>
  );
}
