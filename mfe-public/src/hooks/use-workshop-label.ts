import { workshopLabelKey } from 'shared-ui/domain';
import { useTranslation } from 'shared-ui/i18n/react';
import { PUBLIC_NAMESPACE } from '../i18n/register';

/** Translates a workshop name as the API stores it (Slovak); unknown names are shown as stored. */
export function useWorkshopLabel(): (name: string | null | undefined) => string {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (name) => {
    if (!name) return '';
    const key = workshopLabelKey(name);
    return key ? t(`labels.workshops.${key}`) : name;
  };
}
