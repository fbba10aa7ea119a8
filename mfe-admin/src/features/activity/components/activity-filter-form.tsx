// The log's filter: what it is about, what happened and a range of days. Applied when sent; a
// range that ends before it starts says so at the field and keeps the entries shown.
import { useState, type FormEvent } from 'react';
import { Button } from 'shared-ui/components/button';
import { SelectField } from 'shared-ui/components/select-field';
import { TextField } from 'shared-ui/components/text-field';
import { ACTIVITY_ACTIONS, ACTIVITY_KINDS, type ActivityAction, type ActivityKind } from 'shared-ui/domain';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { type ActivityFilter, filterProblem, NO_FILTER } from '../activity-filter';

/** Radix Select needs a value for "everything": no kind or action is called this. */
const ALL = 'all';

export function ActivityFilterForm({ filter, onApply }: { filter: ActivityFilter; onApply: (filter: ActivityFilter) => void }) {
  const { t } = useAdminTexts();
  const [draft, setDraft] = useState(filter);
  const [reversed, setReversed] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const wrong = filterProblem(draft) === 'reversed';
    setReversed(wrong);
    if (wrong) focusFirstInvalid(form);
    else onApply(draft);
  };
  const reset = () => {
    setDraft(NO_FILTER);
    setReversed(false);
    onApply(NO_FILTER);
  };

  return (
    <form className="adm-activity__filter" onSubmit={submit} noValidate aria-label={t('activity.filter.legend')}>
      <SelectField
        label={t('activity.filter.kind')}
        value={draft.kind ?? ALL}
        options={[{ value: ALL, label: t('activity.filter.all') }, ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: t(`activity.kinds.${kind}`) }))]}
        onValueChange={(value) => setDraft({ ...draft, kind: value === ALL ? null : (value as ActivityKind) })}
      />
      <SelectField
        label={t('activity.filter.action')}
        value={draft.action ?? ALL}
        options={[{ value: ALL, label: t('activity.filter.all') }, ...ACTIVITY_ACTIONS.map((action) => ({ value: action, label: t(`activity.actions.${action}`) }))]}
        onValueChange={(value) => setDraft({ ...draft, action: value === ALL ? null : (value as ActivityAction) })}
      />
      <TextField type="date" label={t('activity.filter.from')} value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
      <TextField
        type="date"
        label={t('activity.filter.to')}
        value={draft.to}
        error={reversed ? t('activity.filter.reversed') : undefined}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <div className="adm-activity__filter-actions">
        <Button type="submit">{t('activity.filter.show')}</Button>
        <Button type="button" variant="outlined" onClick={reset}>
          {t('activity.filter.reset')}
        </Button>
      </div>
    </form>
  );
}
