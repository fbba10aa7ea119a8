// "Nahrané materiály" (spec 2.17): type icon (drawn, not the domain's emoji), title, description, category chip, download, delete.
import { Download } from 'lucide-react';
import { api, materialDownloadUrl } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { Chip } from 'shared-ui/components/chip';
import { MaterialTypeIcon } from 'shared-ui/components/domain-icons';
import { CONTENT_TEXT_LIMITS, ENGLISH_FIELDS, MATERIAL_TYPE_DISPLAY, MATERIAL_TYPE_FALLBACK, type Material } from 'shared-ui/domain';
import { ContentListSection } from '../../../components/content-list-section';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { workshopText } from '../../../i18n/stored-labels';

export function MaterialList({ materials, afterTexts, afterDelete }: { materials: Material[]; afterTexts: () => Promise<void>; afterDelete: () => Promise<void> }) {
  const { t, formatDate } = useAdminTexts();
  return (
    <ContentListSection
      heading={t('materials.listHeading')}
      emptyText={t('materials.empty')}
      items={materials}
      afterTexts={afterTexts}
      afterDelete={afterDelete}
      englishFields={ENGLISH_FIELDS.material}
      labels={{ title: t('materials.title'), description: t('materials.description') }}
      limits={{ title: CONTENT_TEXT_LIMITS.materialTitle, description: CONTENT_TEXT_LIMITS.materialDescription }}
      saveTexts={(id, texts) => api.updateMaterialTexts(id, texts)}
      deleteKind="material"
      remove={(material) => api.deleteMaterial(material.id)}
      row={(material) => {
        const display = MATERIAL_TYPE_DISPLAY[material.type] ?? MATERIAL_TYPE_FALLBACK;
        return {
          icon: <MaterialTypeIcon type={material.type} />,
          iconClassName: `adm-tone--${display.color}`,
          chips: (
            <>
              <Chip color={display.color} size="sm">{t(`materials.types.${material.type}`, { defaultValue: material.type })}</Chip>
              <Chip color="primary" size="sm">{workshopText(t, material.category)}</Chip>
              <span className="adm-card__meta">{formatDate(material.createdAt)}</span>
            </>
          ),
          actions: (
            <Button variant="text" size="sm" href={materialDownloadUrl(material.fileUrl)} download={material.title} startIcon={<Download />}>
              {t('materials.download')}
              <span className="ui-visually-hidden">: {material.title}</span>
            </Button>
          ),
        };
      }}
    />
  );
}
