// What the editor calls each field: by its place on the page where one name means several things
// (fieldsAt), else by its name; a workshop's group by the workshop's own name.
import { WORKSHOPS } from 'shared-ui/domain';
import type { PageTextsPage } from 'shared-ui/page-texts';
import { useAdminTexts } from '../../hooks/use-admin-texts';

export function useFieldLabel(page: PageTextsPage): (specPath: string) => string {
  const { t } = useAdminTexts();
  const byPlace = t('pageTexts.fieldsAt', { returnObjects: true }) as Record<string, string>;
  return (specPath) => {
    const place = byPlace[`${page}/${specPath.replace(/\./g, '/')}`];
    if (place) return place;
    const parts = specPath.split('.');
    const name = parts[parts.length - 1];
    const workshop = page === 'workshops' && parts.length === 2 && parts[0] === 'workshops' ? WORKSHOPS.find((candidate) => String(candidate.id) === name) : undefined;
    if (workshop) return t(`workshops.${workshop.key}`);
    if (page === 'home' && parts[0] === 'focus' && parts[1] === 'workshops' && parts.length === 3) {
      const named = WORKSHOPS.find((candidate) => String(candidate.id) === name);
      if (named) return t(`workshops.${named.key}`);
    }
    return t(`pageTexts.fields.${name}`, { defaultValue: name });
  };
}
