import { Card } from 'shared-ui/components/card';
import { MaterialTypeIcon } from 'shared-ui/components/domain-icons';
import { MATERIAL_TYPE_DISPLAY, MATERIAL_TYPES } from 'shared-ui/domain';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { useTextLanguage } from '../../lib/page-texts';

/** Spec 2.11: PDF Príručky, Videonávody, Infografiky, Metodické materiály. */
export function MaterialInfoBoxes({ texts }: { texts: ShownPageTexts<'materials'>['infoBoxes'] }) {
  const lang = useTextLanguage();
  return (
    <div className="pub-materials__boxes">
      <ul className="pub-grid pub-grid--4">
        {MATERIAL_TYPES.map((type) => (
          <Card as="li" key={type} className={`pub-materials__box pub-materials__box--${MATERIAL_TYPE_DISPLAY[type].color}`}>
            <span className="pub-materials__box-icon" aria-hidden="true"><MaterialTypeIcon type={type} /></span>
            <h2 className="pub-card-title" lang={lang(texts[type].title)}>{texts[type].title.text}</h2>
            <p className="pub-card-text" lang={lang(texts[type].desc)}>{texts[type].desc.text}</p>
          </Card>
        ))}
      </ul>
    </div>
  );
}
