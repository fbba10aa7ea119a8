// "Kontaktné správy" (spec 2.17): counts, each message with its details, the resolved checkbox
// toggling both ways (PRODUCT section 4), a reload after a failed update (spec 4).
import { CircleCheck, Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import { api } from 'shared-ui/api';
import { Card } from 'shared-ui/components/card';
import { CheckboxField } from 'shared-ui/components/checkbox-field';
import { Chip } from 'shared-ui/components/chip';
import type { ContactMessage } from 'shared-ui/domain';
import { DeleteButton } from '../../../components/delete-button';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useReloadingAction } from '../../../hooks/use-reloading-action';
import { ClosableMessage } from '../../../components/closable-message';

export function ContactTab({ messages, reload }: { messages: ContactMessage[]; reload: () => Promise<void> }) {
  const { t, formatDate } = useAdminTexts();
  const headingId = useId();
  const update = useReloadingAction(reload);
  const deletion = useReloadingAction(reload);
  const unresolved = messages.filter((message) => !message.resolved).length;


  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <div className="adm-section__header">
        <h2 id={headingId}>{t('contact.heading')}</h2>
        <div className="adm-chips">
          <Chip color="info">{t('contact.total', { count: messages.length })}</Chip>
          <Chip color={unresolved > 0 ? 'error' : 'success'}>{t('contact.unresolved', { count: unresolved })}</Chip>
        </div>
      </div>
      <ClosableMessage message={update.failed ? { severity: 'error', text: t('contact.updateFailed') } : null} onClose={update.dismiss} />
      <ClosableMessage message={deletion.failed ? { severity: 'error', text: t('common.deleteFailed') } : null} onClose={deletion.dismiss} />
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
                  <Chip color="secondary" size="sm">{t(`subjects.${message.subject}`, { defaultValue: message.subject })}</Chip>
                </div>
                <p className="adm-message__contact">
                  <a className="adm-link" href={`mailto:${message.email}`}>
                    <Mail aria-hidden="true" />
                    {message.email}
                  </a>
                  {message.phone && (
                    <span className="adm-message__phone">
                      <Phone aria-hidden="true" />
                      {t('contact.phone', { phone: message.phone })}
                    </span>
                  )}
                </p>
                <p className="adm-message__text">{message.message}</p>
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
                  onCheckedChange={(resolved) => void update.run(() => api.setContactResolved(message.id, resolved))}
                />
                <DeleteButton kind="message" itemName={message.name} onDelete={() => deletion.run(() => api.deleteContact(message.id))} />
              </div>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
