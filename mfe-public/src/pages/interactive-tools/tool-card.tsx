import { ExternalLink, MonitorPlay } from 'lucide-react';
import { useLocalizedContent } from 'shared-ui/hooks/use-localized-content';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { Chip } from 'shared-ui/components/chip';
import { ToolTypeIcon } from 'shared-ui/components/tool-type-icon';
import { toolTypeStyle, type InteractiveTool } from 'shared-ui/domain';
import { useWorkshopLabel } from '../../hooks/use-workshop-label';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { isEmbeddable } from './embeddable-url';

interface ToolCardProps {
  tool: InteractiveTool;
  onEmbed: (tool: InteractiveTool) => void;
}

/** A tool: type colour and icon (spec 9), chips, a new-tab link, and 'Zobraziť tu' when it can be embedded. */
export function ToolCard({ tool, onEmbed }: ToolCardProps) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const workshopLabel = useWorkshopLabel();
  const { color, textColor, type } = toolTypeStyle(tool.type);
  const { pickRequired } = useLocalizedContent();
  // English where the administrator wrote it, else Slovak marked lang="sk".
  const title = pickRequired(tool.title, tool.titleEn);
  const description = pickRequired(tool.description, tool.descriptionEn);
  return (
    <Card as="li" className="pub-tool" style={{ ['--pub-tool-color' as string]: color }}>
      <div className="pub-tool__head">
        <span className="pub-tool__icon" style={{ background: color, color: textColor }} aria-hidden="true">
          <ToolTypeIcon type={type} />
        </span>
        <h3 className="pub-tool__title" lang={title.lang}>
          {title.text}
        </h3>
      </div>
      <div className="pub-tool__chips">
        <Chip color={color} size="sm">{t(`labels.toolTypes.${type}`)}</Chip>
        <Chip color="grey" size="sm">{workshopLabel(tool.workshop)}</Chip>
      </div>
      <p className="pub-card-text pub-tool__description" lang={description.lang}>
        {description.text}
      </p>
      <div className="pub-tool__actions">
        <Button href={tool.url} external size="sm" endIcon={<ExternalLink />} aria-label={t('tools.openLabel', { title: title.text })}>
          {t('tools.open')}
        </Button>
        {isEmbeddable(tool.embedUrl) ? (
          <Button variant="outlined" size="sm" startIcon={<MonitorPlay />} onClick={() => onEmbed(tool)} aria-label={t('tools.embedLabel', { title: title.text })}>
            {t('tools.embed')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
