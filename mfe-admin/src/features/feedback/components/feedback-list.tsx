// "Zoznam hodnotení" (spec 2.17) with the approve/withdraw switch of PRODUCT section 4 and a
// pending filter, so nothing waits for approval unnoticed.
import { Mail, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { api } from 'shared-ui/api';
import { Card } from 'shared-ui/components/card';
import { Chip } from 'shared-ui/components/chip';
import { EmailLink } from 'shared-ui/components/email-link';
import { RadioGroupField } from 'shared-ui/components/radio-group';
import { SwitchField } from 'shared-ui/components/switch-field';
import type { Feedback } from 'shared-ui/domain';
import { DeleteButton } from '../../../components/delete-button';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useReloadingAction } from '../../../hooks/use-reloading-action';
import { filterFeedback, isPending, pendingCount, type FeedbackFilter } from '../feedback-filter';
import { ClosableMessage } from '../../../components/closable-message';
import { workshopText } from '../../../i18n/stored-labels';
import './feedback-list.css';

interface FeedbackListProps {
  feedback: Feedback[];
  /** Refreshes the lists an approval touches. */
  afterSave: () => Promise<void>;
  /** Refreshes the lists a delete (or its Undo) touches. */
  afterDelete: () => Promise<void>;
}

export function FeedbackList({ feedback, afterSave, afterDelete }: FeedbackListProps) {
  const { t, formatDate } = useAdminTexts();
  const headingId = useId();
  const [filter, setFilter] = useState<FeedbackFilter>('all');
  const approval = useReloadingAction(afterSave);
  const deletion = useReloadingAction(afterDelete);
  const pending = pendingCount(feedback);
  const shown = filterFeedback(feedback, filter);


  const emptyText = { all: t('feedback.empty'), pending: t('feedback.emptyPending'), approved: t('feedback.emptyApproved') }[filter];
  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <div className="adm-section__header">
        <h2 id={headingId}>{t('feedback.listHeading')}</h2>
        {pending > 0 && <Chip color="warning">{t('feedback.pendingCount', { count: pending })}</Chip>}
      </div>
      <RadioGroupField
        label={t('feedback.filterLabel')}
        value={filter}
        onValueChange={(value) => setFilter(value as FeedbackFilter)}
        options={[
          { value: 'all', label: `${t('feedback.filterAll')} (${feedback.length})` },
          { value: 'pending', label: `${t('feedback.filterPending')} (${pending})` },
          { value: 'approved', label: `${t('feedback.filterApproved')} (${feedback.length - pending})` },
        ]}
      />
      <ClosableMessage message={deletion.failed ? { severity: 'error', text: t('common.deleteFailed') } : null} onClose={deletion.dismiss} />
      <ClosableMessage message={approval.failed ? { severity: 'error', text: t('feedback.approveFailed') } : null} onClose={approval.dismiss} />
      {shown.length === 0 ? (
        <p className="adm-empty">{emptyText}</p>
      ) : (
        <ul className="adm-list">
          {shown.map((item) => (
            <Card as="li" padding="sm" key={item.id} className={`adm-row adm-feedback${isPending(item) ? ' adm-feedback--pending' : ''}`}>
              <div className="adm-row__body">
                <div className="adm-feedback__head">
                  <h3 className="adm-card__title">{item.name}</h3>
                  {isPending(item) && <Chip color="warning" size="sm">{t('feedback.pending')}</Chip>}
                </div>
                {/* Kept for a question about the feedback (the privacy page says so), until its period ends. */}
                {item.email ? <EmailLink className="adm-link" icon={<Mail aria-hidden="true" />} address={item.email} /> : null}
                <blockquote className={`adm-feedback__quote${item.comment ? '' : ' adm-feedback__quote--empty'}`}>
                  {item.comment ? t('feedback.quoted', { comment: item.comment }) : t('common.noComment')}
                </blockquote>
                <div className="adm-chips">
                  {item.workshop && <Chip color="primary" size="sm">{workshopText(t, item.workshop)}</Chip>}
                  {item.rating != null && (
                    <Chip color="warning" size="sm" icon={<Star />}>
                      {t('feedback.rating', { rating: item.rating })}
                    </Chip>
                  )}
                  <span className="adm-card__meta">{formatDate(item.createdAt)}</span>
                </div>
              </div>
              <div className="adm-row__actions adm-row__actions--column">
                <SwitchField
                  label={
                    <>
                      {t('feedback.approved')}
                      <span className="ui-visually-hidden">: {item.name}</span>
                    </>
                  }
                  checked={item.approved === true} onCheckedChange={(approved) =>
                    void approval.run(() => api.setFeedbackApproved(item.id, approved), t(approved ? 'notices.approved' : 'notices.withdrawn', { name: item.name }))
                  }
                />
                <DeleteButton kind="feedback" itemName={item.name} onDelete={() => deletion.runDelete(() => api.deleteFeedback(item.id))} />
              </div>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
