import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { MaterialTypeIcon } from 'shared-ui/components/domain-icons';
import { MATERIAL_TYPE_DISPLAY, MATERIAL_TYPES } from 'shared-ui/domain';
import { PUBLIC_NAMESPACE } from '../../i18n/register';

/** Spec 2.11: PDF Príručky, Videonávody, Infografiky, Metodické materiály. */
export function MaterialInfoBoxes() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <div className="pub-materials__boxes">
      <ul className="pub-grid pub-grid--4">
        {MATERIAL_TYPES.map((type) => (
          <Card as="li" key={type} className={`pub-materials__box pub-materials__box--${MATERIAL_TYPE_DISPLAY[type].color}`}>
            <span className="pub-materials__box-icon" aria-hidden="true"><MaterialTypeIcon type={type} /></span>
            <h2 className="pub-card-title">{t(`materials.infoBoxes.${type}.title`)}</h2>
            <p className="pub-card-text">{t(`materials.infoBoxes.${type}.desc`)}</p>
          </Card>
        ))}
      </ul>
    </div>
  );
}
