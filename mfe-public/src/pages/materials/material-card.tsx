import { Download, FolderOpen } from 'lucide-react';
import { useLocalizedContent } from 'shared-ui/hooks/use-localized-content';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { Chip } from 'shared-ui/components/chip';
import { MaterialTypeIcon } from 'shared-ui/components/domain-icons';
import { materialDownloadUrl } from 'shared-ui/api/basics';
import { MATERIAL_TYPE_DISPLAY, MATERIAL_TYPE_FALLBACK, type Material } from 'shared-ui/domain';
import { useDateFormatter } from '../../hooks/use-date-formatter';
import { useWorkshopLabel } from '../../hooks/use-workshop-label';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { downloadFileName } from './download-file-name';

interface MaterialCardProps {
  material: Material;
}

/** Type chip, date, title, description, category chip and 'Stiahnuť' (spec 2.11). */
export function MaterialCard({ material }: MaterialCardProps) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const formatDate = useDateFormatter();
  const workshopLabel = useWorkshopLabel();
  const { pickRequired, locale } = useLocalizedContent();
  // English where the administrator wrote it, else Slovak marked lang="sk".
  const title = pickRequired(material.title, material.titleEn);
  const description = pickRequired(material.description, material.descriptionEn);
  const display = MATERIAL_TYPE_DISPLAY[material.type] ?? MATERIAL_TYPE_FALLBACK;
  const typeLabel = t(`labels.materialTypes.${material.type in MATERIAL_TYPE_DISPLAY ? material.type : 'other'}`);
  const stored = materialDownloadUrl(material.fileUrl);
  const hasFile = stored !== '#';
  // The server's Content-Disposition wins over the link's download name: on the English page it is
  // asked for the English title (the server keeps the Slovak one where none was written).
  const href = hasFile && locale === 'en' ? `${stored}?lang=en` : stored;
  return (
    <Card as="li" className="pub-material">
      <div className="pub-material__top">
        <Chip color={display.color} icon={<MaterialTypeIcon type={material.type} />}>
          {typeLabel.toLocaleUpperCase('sk')}
        </Chip>
        <time className="pub-material__date" dateTime={material.createdAt}>{formatDate(material.createdAt)}</time>
      </div>
      <h3 className="pub-card-title" lang={title.lang}>
        {title.text}
      </h3>
      <p className="pub-card-text pub-material__description" lang={description.lang}>
        {description.text}
      </p>
      <div className="pub-material__bottom">
        <Chip color="grey" size="sm" icon={<FolderOpen />}>
          <span className="ui-visually-hidden">{t('materials.category')}: </span>
          {workshopLabel(material.category)}
        </Chip>
        <Button
          href={href}
          download={hasFile ? downloadFileName(title.text, material.fileUrl) : undefined}
          variant={hasFile ? 'primary' : 'outlined'}
          size="sm"
          startIcon={<Download />}
          aria-label={t('materials.downloadLabel', { title: title.text })}
          title={hasFile ? undefined : t('materials.noFile')}
        >
          {t('materials.download')}
        </Button>
      </div>
    </Card>
  );
}
