// "Pridané nástroje" (spec 2.17): type colour and icon, chips, a link opening in a new tab, delete.
import { ExternalLink } from 'lucide-react';
import { api } from 'shared-ui/api';
import { Chip } from 'shared-ui/components/chip';
import { ToolTypeIcon } from 'shared-ui/components/tool-type-icon';
import { CONTENT_TEXT_LIMITS, ENGLISH_FIELDS, toolTypeStyle, type InteractiveTool } from 'shared-ui/domain';
import { ContentListSection } from '../../../components/content-list-section';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { workshopText } from '../../../i18n/stored-labels';

export function ToolList({ tools, afterTexts, afterDelete }: { tools: InteractiveTool[]; afterTexts: () => Promise<void>; afterDelete: () => Promise<void> }) {
  const { t } = useAdminTexts();
  return (
    <ContentListSection
      heading={t('tools.listHeading')}
      emptyText={t('tools.empty')}
      items={tools}
      afterTexts={afterTexts}
      afterDelete={afterDelete}
      englishFields={ENGLISH_FIELDS.interactiveTool}
      labels={{ title: t('tools.title'), description: t('tools.description') }}
      limits={{ title: CONTENT_TEXT_LIMITS.toolTitle, description: CONTENT_TEXT_LIMITS.toolDescription }}
      saveTexts={(id, texts) => api.updateToolTexts(id, texts)}
      deleteKind="tool"
      remove={(tool) => api.deleteTool(tool.id)}
      row={(tool) => {
        const { color, textColor, type } = toolTypeStyle(tool.type);
        return {
          icon: <ToolTypeIcon type={type} />,
          iconStyle: { background: color, color: textColor },
          rowStyle: { borderInlineStart: `0.375rem solid ${color}` },
          chips: (
            <>
              <Chip color={color} size="sm">{t(`tools.types.${tool.type}`, { defaultValue: tool.type })}</Chip>
              <Chip color="primary" size="sm">{workshopText(t, tool.workshop)}</Chip>
            </>
          ),
          below: (
            <a className="adm-link" href={tool.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('tools.open', { title: tool.title })}
              <span className="ui-visually-hidden"> {t('tools.opensInNewTab')}</span>
            </a>
          ),
        };
      }}
    />
  );
}
