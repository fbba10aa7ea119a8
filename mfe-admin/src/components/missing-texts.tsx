// Each admin list shows which items still lack English or an alt text, and filters by it.
import { Languages } from 'lucide-react';
import { Button } from 'shared-ui/components/button';
import { Chip } from 'shared-ui/components/chip';
import { SelectField } from 'shared-ui/components/select-field';
import { lacksAltText, missingEnglish } from 'shared-ui/domain';
import { useAdminTexts } from '../hooks/use-admin-texts';
import './missing-texts.css';

export type MissingFilter = 'all' | 'missingEnglish' | 'missingAlt';

/** What an item lacks: English beside a written Slovak text; an alt text (pictures only). */
export function whatIsMissing<T extends object>(item: T, englishFields: readonly (keyof T & string)[], picture = false) {
  return { english: missingEnglish(item, englishFields).length > 0, alt: picture && lacksAltText(item) };
}

export function matchesMissingFilter(missing: { english: boolean; alt: boolean }, filter: MissingFilter): boolean {
  if (filter === 'missingEnglish') return missing.english;
  if (filter === 'missingAlt') return missing.alt;
  return true;
}

export function MissingTextChips({ missing }: { missing: { english: boolean; alt: boolean } }) {
  const { t } = useAdminTexts();
  if (!missing.english && !missing.alt) return null;
  return (
    <span className="adm-chips adm-missing">
      {missing.english && (
        <Chip color="warning" size="sm">
          {t('bilingual.missingEnglish')}
        </Chip>
      )}
      {missing.alt && (
        <Chip color="warning" size="sm">
          {t('bilingual.missingAlt')}
        </Chip>
      )}
    </span>
  );
}

interface MissingFilterFieldProps {
  value: MissingFilter;
  onChange: (value: MissingFilter) => void;
  /** Offer "without alt text" (lists of pictures). */
  withAlt?: boolean;
}

export function MissingFilterField({ value, onChange, withAlt = false }: MissingFilterFieldProps) {
  const { t } = useAdminTexts();
  const options = [
    { value: 'all', label: t('bilingual.filterAll') },
    { value: 'missingEnglish', label: t('bilingual.filterMissingEnglish') },
    ...(withAlt ? [{ value: 'missingAlt', label: t('bilingual.filterMissingAlt') }] : []),
  ];
  return (
    <div className="adm-filter">
      <SelectField label={t('bilingual.filterLabel')} value={value} options={options} onValueChange={(next) => onChange(next as MissingFilter)} />
    </div>
  );
}

/** "Upraviť texty" for one item; its name completes the button's accessible name. */
export function EditTextsButton({ itemName, onClick }: { itemName: string; onClick: () => void }) {
  const { t } = useAdminTexts();
  return (
    <Button variant="outlined" size="sm" startIcon={<Languages />} onClick={onClick}>
      {t('bilingual.editTexts')}
      <span className="ui-visually-hidden">: {itemName}</span>
    </Button>
  );
}
