// The report's days and grouping: two dates and day / week / month. Shown when sent; a wrong range
// says what is wrong at the field and keeps the report that is shown.
import { useState, type FormEvent } from 'react';
import { Button } from 'shared-ui/components/button';
import { SelectField } from 'shared-ui/components/select-field';
import { TextField } from 'shared-ui/components/text-field';
import { REACH_MAX_RANGE_DAYS, REACH_PERIODS, type ReachPeriod } from 'shared-ui/domain';
import type { ReachQuery } from 'shared-ui/api';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { rangeProblem, type RangeProblem } from '../report-range';

export function ReachRangeForm({ range, onShow }: { range: ReachQuery; onShow: (range: ReachQuery) => void }) {
  const { t } = useAdminTexts();
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const errorOf = (field: RangeProblem['field']) => (problem?.field === field ? t(`reach.range.${problem.key}`, { days: REACH_MAX_RANGE_DAYS }) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = rangeProblem(draft);
    setProblem(found);
    if (found) focusFirstInvalid(form);
    else onShow(draft);
  };

  return (
    <form className="adm-reach__range" onSubmit={submit} noValidate aria-label={t('reach.range.legend')}>
      <TextField type="date" label={t('reach.range.from')} value={draft.from} error={errorOf('from')} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
      <TextField type="date" label={t('reach.range.to')} value={draft.to} error={errorOf('to')} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
      <SelectField
        label={t('reach.range.period')}
        value={draft.period}
        options={REACH_PERIODS.map((period) => ({ value: period, label: t(`reach.periods.${period}`) }))}
        onValueChange={(period) => setDraft({ ...draft, period: period as ReachPeriod })}
      />
      <Button type="submit" className="adm-reach__show">
        {t('reach.range.show')}
      </Button>
    </form>
  );
}
