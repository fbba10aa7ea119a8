// "Nahrané materiály" (spec 2.17): type icon, title, description, category chip, download, delete.
import { Download } from 'lucide-react';
import { useId } from 'react';
import { api, materialDownloadUrl } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { Chip } from 'shared-ui/components/chip';
import { MATERIAL_TYPE_DISPLAY, MATERIAL_TYPE_FALLBACK, type Material } from 'shared-ui/domain';
import { DeleteButton } from '../../../components/delete-button';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useReloadingAction } from '../../../hooks/use-reloading-action';
import { ClosableMessage } from '../../../components/closable-message';

export function MaterialList({ materials, reload }: { materials: Material[]; reload: () => Promise<void> }) {
  const { t, formatDate } = useAdminTexts();
  const headingId = useId();
  const deletion = useReloadingAction(reload);
  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('materials.listHeading')}</h2>
      <ClosableMessage message={deletion.failed ? { severity: 'error', text: t('common.deleteFailed') } : null} onClose={deletion.dismiss} />
      {materials.length === 0 ? (
        <p className="adm-empty">{t('materials.empty')}</p>
      ) : (
        <ul className="adm-list">
          {materials.map((material) => {
            const display = MATERIAL_TYPE_DISPLAY[material.type] ?? MATERIAL_TYPE_FALLBACK;
            return (
              <Card as="li" padding="sm" key={material.id} className="adm-row">
                <span className={`adm-row__icon adm-tone--${display.color}`} aria-hidden="true">
                  {display.icon}
                </span>
                <div className="adm-row__body">
                  <h3 className="adm-card__title">{material.title}</h3>
                  <p className="adm-card__text">{material.description}</p>
                  <div className="adm-chips">
                    <Chip color={display.color} size="sm">{t(`materials.types.${material.type}`, { defaultValue: material.type })}</Chip>
                    <Chip color="primary" size="sm">{t(`workshops.${material.category}`, { defaultValue: material.category })}</Chip>
                    <span className="adm-card__meta">{formatDate(material.createdAt)}</span>
                  </div>
                </div>
                <div className="adm-row__actions">
                  <Button variant="text" size="sm" href={materialDownloadUrl(material.fileUrl)} download={material.title} startIcon={<Download />}>
                    {t('materials.download')}
                    <span className="ui-visually-hidden">: {material.title}</span>
                  </Button>
                  <DeleteButton kind="material" itemName={material.title} onDelete={() => deletion.run(() => api.deleteMaterial(material.id))} />
                </div>
              </Card>
            );
          })}
        </ul>
      )}
    </section>
  );
}
