// The draft on the real page, before anything goes live: the page itself (rendered by the server
// with the draft, for a short-lived token), at a phone's or a computer's width, in either language.
import { useEffect, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Dialog } from 'shared-ui/components/dialog';
import { Spinner } from 'shared-ui/components/spinner';
import { LOCALE_QUERY_PARAMETER, PREVIEW_QUERY_PARAMETER, type Locale } from 'shared-ui/domain';
import { PAGE_TEXTS_PATHS, type PageTextsPage } from 'shared-ui/page-texts';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { usePageTextsChanges } from '../page-texts-queries';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

function Choice<T extends string>({ legend, value, options, onChange }: { legend: string; value: T; options: Array<{ value: T; label: string }>; onChange: (value: T) => void }) {
  return (
    <fieldset className="adm-texts-preview__choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="radio" checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export function PreviewDialog({ page, onClose }: { page: PageTextsPage; onClose: () => void }) {
  const { t, locale } = useAdminTexts();
  const { previewToken } = usePageTextsChanges(page);
  const [width, setWidth] = useState<Width>('phone');
  const [language, setLanguage] = useState<Locale>(locale);
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { mutateAsync } = previewToken;
  useEffect(() => {
    mutateAsync().then((answer) => setToken(answer.token), () => setFailed(true));
  }, [mutateAsync]);
  const name = t(`pageTexts.pages.${page}`);
  const src = token ? `${PAGE_TEXTS_PATHS[page]}?${new URLSearchParams({ [LOCALE_QUERY_PARAMETER]: language, [PREVIEW_QUERY_PARAMETER]: token }).toString()}` : null;
  const languageName = t(language === 'sk' ? 'pageTexts.preview.slovak' : 'pageTexts.preview.english');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('pageTexts.preview.title', { page: name })} description={t('pageTexts.preview.description')} maxWidth={1360} closeLabel={t('common.close')}>
      <div className="adm-texts-preview__choices">
        <Choice legend={t('pageTexts.preview.width')} value={width} onChange={setWidth} options={[{ value: 'phone', label: t('pageTexts.preview.phone') }, { value: 'desktop', label: t('pageTexts.preview.desktop') }]} />
        <Choice legend={t('pageTexts.preview.language')} value={language} onChange={setLanguage} options={[{ value: 'sk', label: t('pageTexts.preview.slovak') }, { value: 'en', label: t('pageTexts.preview.english') }]} />
      </div>
      {failed && <Alert severity="error">{t('pageTexts.preview.failed')}</Alert>}
      {!src && !failed && <Spinner label={t('common.loading')} />}
      {src && (
        <div className="adm-texts-preview__stage">
          <iframe
            key={src}
            className="adm-texts-preview__frame"
            src={src}
            title={t('pageTexts.preview.frame', { page: name, language: languageName, width: t(`pageTexts.preview.${width}`) })}
            style={{ width: `${WIDTHS[width]}px` }}
          />
        </div>
      )}
    </Dialog>
  );
}
