// "Pridať nové hodnotenie" (spec 2.17): name and comment, and a workshop and a rating
// like a visitor's; the API approves admin entries at once.
import { useId, useState, type FormEvent } from 'react';
import { api } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { SelectField } from 'shared-ui/components/select-field';
import { TextArea, TextField } from 'shared-ui/components/text-field';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN, FEEDBACK_WORKSHOPS, type FeedbackWorkshop } from 'shared-ui/domain';
import { ClosableMessage, type FormMessage } from '../../../components/closable-message';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useFormValues } from '../../../hooks/use-form-values';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { workshopText } from '../../../i18n/stored-labels';

const initial = { name: '', workshop: '', rating: '', comment: '' };
const required = ['name', 'workshop', 'rating', 'comment'] as const;
/** Best first, as a teacher reads a paper form: 5 … 1. */
const RATINGS = Array.from({ length: FEEDBACK_RATING_MAX - FEEDBACK_RATING_MIN + 1 }, (_, index) => FEEDBACK_RATING_MAX - index);

/** `onAdded` refreshes the lists an added item belongs in. */
export function FeedbackForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const { t } = useAdminTexts();
  const headingId = useId();
  const form = useFormValues('feedback-form', initial, required);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateRequired()) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setSending(true);
    setMessage(null);
    try {
      await api.addFeedbackAsAdmin({
        name: form.values.name.trim(),
        workshop: form.values.workshop as FeedbackWorkshop,
        rating: Number(form.values.rating),
        comment: form.values.comment.trim(),
      });
      form.reset();
      setMessage({ severity: 'success', text: t('feedback.success') });
      await onAdded();
    } catch (error) {
      console.error('Chyba pri pridávaní hodnotenia', error);
      setMessage({ severity: 'error', text: t('feedback.failure') });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('feedback.heading')}</h2>
      <form className="adm-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('feedback.name')}
          value={form.values.name}
          required
          maxLength={100}
          error={form.errors.name ? t('feedback.fieldRequired') : undefined}
          onChange={(event) => form.setField('name', event.target.value)}
        />
        <div className="adm-form__row">
          <SelectField
            label={t('feedback.workshop')}
            value={form.values.workshop}
            required
            placeholder={t('common.choosePlaceholder')}
            error={form.errors.workshop ? t('feedback.fieldRequired') : undefined}
            options={FEEDBACK_WORKSHOPS.map((name) => ({ value: name, label: workshopText(t, name) }))}
            onValueChange={(value) => form.setField('workshop', value)}
          />
          <SelectField
            label={t('feedback.ratingLabel')}
            value={form.values.rating}
            required
            placeholder={t('common.choosePlaceholder')}
            error={form.errors.rating ? t('feedback.fieldRequired') : undefined}
            options={RATINGS.map((rating) => ({ value: String(rating), label: t(`feedback.ratingOptions.${rating}`) }))}
            onValueChange={(value) => form.setField('rating', value)}
          />
        </div>
        <TextArea
          label={t('feedback.comment')}
          value={form.values.comment}
          required
          rows={4}
          counter
          maxLength={FEEDBACK_COMMENT_MAX}
          hint={t('feedback.commentHint')}
          error={form.errors.comment ? t('feedback.fieldRequired') : undefined}
          onChange={(event) => form.setField('comment', event.target.value)}
        />
        <ClosableMessage message={message} onClose={() => setMessage(null)} />
        <div className="adm-form__actions">
          <Button type="submit" loading={sending}>
            {sending ? t('feedback.submitting') : t('feedback.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
