// Spec 2.7 / 9: decrease, the current percentage, increase (disabled at the bounds), Reset.
import { AArrowDown, AArrowUp, RotateCcw } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { IconButton } from 'shared-ui/components/icon-button';
import { canDecreaseFontSize, canIncreaseFontSize, useAccessibilityStore } from 'shared-ui/stores/accessibility-store';

export function FontSizeControl() {
  const { t } = useTranslation('shell');
  const { fontSize, increaseFontSize, decreaseFontSize, resetFontSize } = useAccessibilityStore();
  return (
    <div className="sh-toolbar__group" role="group" aria-labelledby="toolbar-font-size">
      <span id="toolbar-font-size" className="sh-toolbar__label">{t('toolbar.fontSize')}</span>
      <div className="sh-font-size">
        <IconButton variant="outlined" label={t('toolbar.decreaseFont')} icon={<AArrowDown />} onClick={decreaseFontSize} disabled={!canDecreaseFontSize(fontSize)} />
        <output className="sh-font-size__value" aria-live="polite" aria-label={t('toolbar.currentFontSize', { size: fontSize })}>
          {fontSize} %
        </output>
        <IconButton variant="outlined" label={t('toolbar.increaseFont')} icon={<AArrowUp />} onClick={increaseFontSize} disabled={!canIncreaseFontSize(fontSize)} />
        <Button variant="text" size="sm" startIcon={<RotateCcw />} onClick={resetFontSize} aria-label={t('toolbar.resetFont')}>
          {t('toolbar.reset')}
        </Button>
      </div>
    </div>
  );
}
