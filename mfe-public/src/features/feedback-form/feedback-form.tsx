import { Send } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { NativeSelectField } from 'shared-ui/components/native-select-field';
import { SymbolText } from 'shared-ui/components/symbol-text';
import { TextArea, TextField } from 'shared-ui/components/text-field';
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_COMMENT_ROWS,
  FEEDBACK_WORKSHOPS,
  type FeedbackWorkshop,
} from 'shared-ui/domain';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { PrivacyNote } from '../../components/privacy-note';
import { ScriptRequiredNotice } from '../../components/form-readiness';
import { SpamTrapField } from '../../components/spam-trap-field';
import { SubmissionMessage } from '../../components/submission-message';
import { asText, usePublicForm } from '../../hooks/use-public-form';
import { useWorkshopLabel } from '../../hooks/use-workshop-label';
import { EMPTY_FEEDBACK, isCommentLongEnough, validateFeedback, type FeedbackField, type FeedbackValues } from './feedback-validation';
import { StarRating } from './star-rating';
import './feedback-form.css';

const FIELD_ORDER: readonly FeedbackField[] = ['name', 'email', 'workshop', 'rating', 'comment'];
const fieldId = (field: FeedbackField) => `pub-feedback-${field}`;
/** A workshop from the list, or none (validation says so). */
const asWorkshop = (entry: string): FeedbackValues['workshop'] => (FEEDBACK_WORKSHOPS.includes(entry as FeedbackWorkshop) ? (entry as FeedbackWorkshop) : '');
const asRating = (entry: string): FeedbackValues['rating'] => (Number.isInteger(Number(entry)) && entry !== '' ? Number(entry) : null);

/** 'Pridaj hodnotenie' in reading B (PRODUCT section 4); stored unapproved by the API. */
export function FeedbackForm() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const workshopLabel = useWorkshopLabel();
  const { values, set, errors, submitReadiness, onSubmit, status, dismiss, retryAfterSeconds, honeypotRef } = usePublicForm<FeedbackValues, FeedbackField>({
    initial: EMPTY_FEEDBACK,
    empty: EMPTY_FEEDBACK,
    validate: validateFeedback,
    fieldOrder: FIELD_ORDER,
    fieldId,
    early: { name: asText, email: asText, workshop: asWorkshop, rating: asRating, comment: asText },
  });
  const error = (field: FeedbackField) => (errors[field] ? t(`feedback.form.${errors[field]}`) : undefined);
  const commentTooShort = values.comment.length > 0 && !isCommentLongEnough(values.comment);

  const send = onSubmit((api, values, trap) =>
    api.submitFeedback({
      name: values.name.trim(),
      email: values.email.trim() || null,
      workshop: values.workshop as FeedbackWorkshop,
      rating: values.rating as number,
      comment: values.comment.trim(),
      ...trap,
    }),
  );

  return (
    <form className="pub-feedback-form" onSubmit={send} noValidate aria-labelledby="pub-feedback-form-title">
      <h2 id="pub-feedback-form-title">{t('feedback.form.title')}</h2>
      <ScriptRequiredNotice />
      <div className="pub-feedback-form__row">
        <TextField id={fieldId('name')} label={t('feedback.form.name')} value={values.name} onChange={(e) => set('name', e.target.value)} required autoComplete="name" maxLength={100} error={error('name')} />
        <TextField id={fieldId('email')} type="email" label={t('feedback.form.email')} hint={t('feedback.form.emailHint')} value={values.email} onChange={(e) => set('email', e.target.value)} autoComplete="email" maxLength={200} error={error('email')} />
      </div>
      <NativeSelectField
        id={fieldId('workshop')}
        label={t('feedback.form.workshop')}
        placeholder={t('feedback.form.workshopPlaceholder')}
        value={values.workshop}
        onValueChange={(value) => set('workshop', asWorkshop(value))}
        options={FEEDBACK_WORKSHOPS.map((name) => ({ value: name, label: workshopLabel(name) }))}
        required
        error={error('workshop')}
      />
      <StarRating
        id={fieldId('rating')}
        legend={t('feedback.form.rating')}
        optionLabels={t('feedback.form.ratingOptions', { returnObjects: true }) as string[]}
        value={values.rating}
        onChange={(rating) => set('rating', rating)}
        error={error('rating')}
        requiredLabel={t('common.required')}
      />
      <SpamTrapField id="pub-feedback-website" label={t('common.spamTrap')} inputRef={honeypotRef} />
      <TextArea
        id={fieldId('comment')}
        label={t('feedback.form.comment')}
        hint={t('feedback.form.commentHint')}
        rows={FEEDBACK_COMMENT_ROWS}
        maxLength={FEEDBACK_COMMENT_MAX}
        counter
        value={values.comment}
        onChange={(e) => set('comment', e.target.value)}
        required
        error={commentTooShort || errors.comment ? <SymbolText text={t('feedback.form.commentTooShort')} /> : undefined}
      />
      <div className="pub-feedback-form__actions">
        <PrivacyNote />
        {/* Never grey for a rule: pressing it shows what is missing; disabled only until hydration adopted the typed text. */}
        <Button type="submit" size="lg" startIcon={<Send />} loading={status === 'sending'} {...submitReadiness()}>
          {status === 'sending' ? t('common.sending') : t('feedback.form.submit')}
        </Button>
      </div>
      <SubmissionMessage
        status={status}
        retryAfterSeconds={retryAfterSeconds}
        successText={t('feedback.form.success')}
        failureText={t('feedback.form.failure')}
        onDismiss={dismiss}
      />
    </form>
  );
}
