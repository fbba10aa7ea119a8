import { Compass, House } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import './not-found-page.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <div className="sh-not-found">
      <Compass className="sh-not-found__icon" aria-hidden="true" />
      <p className="sh-not-found__code" aria-hidden="true">404</p>
      <h1>{t('notFound.title')}</h1>
      <p className="sh-not-found__text">{t('notFound.text')}</p>
      <Button href="/" startIcon={<House />}>
        {t('notFound.home')}
      </Button>
    </div>
  );
}
