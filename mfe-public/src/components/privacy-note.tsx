// Every form that collects personal data says, next to its send button, where the
// privacy information is. A plain link: it works before hydration and without JavaScript.
import { useLanguageLink } from 'shared-ui/hooks/use-language-link';
import { useTranslation } from 'shared-ui/i18n/react';
import { PRIVACY_PATH } from 'shared-ui/domain';
import { PUBLIC_NAMESPACE } from '../i18n/register';

export function PrivacyNote() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const inPageLanguage = useLanguageLink();
  return (
    <p className="pub-privacy-note">
      {t('common.privacyNote')} <a href={inPageLanguage(PRIVACY_PATH)}>{t('common.privacyLink')}</a>
    </p>
  );
}
