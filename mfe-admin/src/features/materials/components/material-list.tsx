// "Nahrané materiály" (spec 2.17): type icon (drawn, not the domain's emoji: issue 12.6), title, description, category chip, download, delete.
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { api, materialDownloadUrl } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { Chip } from 'shared-ui/components/chip';
import { MaterialTypeIcon } from 'shared-ui/components/domain-icons';
import { CONTENT_TEXT_LIMITS, ENGLISH_FIELDS, MATERIAL_TYPE_DISPLAY, MATERIAL_TYPE_FALLBACK, type Material } from 'shared-ui/domain';
import { matchesMissingFilter, MissingFilterField, MissingTextChips, whatIsMissing, type MissingFilter } from '../../../components/missing-texts';
import { useTextsEditing } from '../../../components/texts-dialog';
import { DeleteButton } from '../../../components/delete-button';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useReloadingAction } from '../../../hooks/use-reloading-action';
import { ClosableMessage } from '../../../components/closable-message';
import { workshopText } from '../../../i18n/stored-labels';

export function MaterialList({ materials, reload }: { materials: Material[]; reload: () => Promise<void> }) {
  const { t, formatDate } = useAdminTexts();
  const headingId = useId();
  const deletion = useReloadingAction(reload);
  const [filter, setFilter] = useState<MissingFilter>('all');
  const textsEditing = useTextsEditing<Material>({
    fields: [
      { field: 'title', label: t('materials.title'), maxLength: CONTENT_TEXT_LIMITS.materialTitle, required: true },
      { field: 'description', label: t('materials.description'), maxLength: CONTENT_TEXT_LIMITS.materialDescription, required: true, rows: 3 },
    ],
    save: (id, texts) => api.updateMaterialTexts(id, texts),
    reload,
  });
  const missingOf = (material: Material) => whatIsMissing(material, ENGLISH_FIELDS.material);
  const shown = materials.filter((material) => matchesMissingFilter(missingOf(material), filter));
  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <div className="adm-section__header">
        <h2 id={headingId}>{t('materials.listHeading')}</h2>
        {materials.length > 0 && <MissingFilterField value={filter} onChange={setFilter} />}
      </div>
      <ClosableMessage message={deletion.failed ? { severity: 'error', text: t('common.deleteFailed') } : null} onClose={deletion.dismiss} />
      {materials.length === 0 ? (
        <p className="adm-empty">{t('materials.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="adm-empty">{t('bilingual.filterEmpty')}</p>
      ) : (
        <ul className="adm-list">
          {shown.map((material) => {
            const display = MATERIAL_TYPE_DISPLAY[material.type] ?? MATERIAL_TYPE_FALLBACK;
            return (
              <Card as="li" padding="sm" key={material.id} className="adm-row">
                <span className={`adm-row__icon adm-tone--${display.color}`} aria-hidden="true">
                  <MaterialTypeIcon type={material.type} />
                </span>
                <div className="adm-row__body">
                  <h3 className="adm-card__title">{material.title}</h3>
                  <p className="adm-card__text">{material.description}</p>
                  <div className="adm-chips">
                    <Chip color={display.color} size="sm">{t(`materials.types.${material.type}`, { defaultValue: material.type })}</Chip>
                    <Chip color="primary" size="sm">{workshopText(t, material.category)}</Chip>
                    <span className="adm-card__meta">{formatDate(material.createdAt)}</span>
                    <MissingTextChips missing={missingOf(material)} />
                  </div>
                </div>
                <div className="adm-row__actions">
                  <Button variant="text" size="sm" href={materialDownloadUrl(material.fileUrl)} download={material.title} startIcon={<Download />}>
                    {t('materials.download')}
                    <span className="ui-visually-hidden">: {material.title}</span>
                  </Button>
                  {textsEditing.editButton(material)}
                  <DeleteButton kind="material" itemName={material.title} onDelete={() => deletion.run(() => api.deleteMaterial(material.id))} />
                </div>
              </Card>
            );
          })}
        </ul>
      )}
      {textsEditing.dialog}
    </section>
  );
}
