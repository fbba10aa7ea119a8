// "Pridané nástroje" (spec 2.17): type colour and icon, chips, a link opening in a new tab, delete.
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { api } from 'shared-ui/api';
import { Card } from 'shared-ui/components/card';
import { Chip } from 'shared-ui/components/chip';
import { ToolTypeIcon } from 'shared-ui/components/tool-type-icon';
import { CONTENT_TEXT_LIMITS, ENGLISH_FIELDS, toolTypeStyle, type InteractiveTool } from 'shared-ui/domain';
import { matchesMissingFilter, MissingFilterField, MissingTextChips, whatIsMissing, type MissingFilter } from '../../../components/missing-texts';
import { useTextsEditing } from '../../../components/texts-dialog';
import { DeleteButton } from '../../../components/delete-button';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useReloadingAction } from '../../../hooks/use-reloading-action';
import { ClosableMessage } from '../../../components/closable-message';
import { workshopText } from '../../../i18n/stored-labels';

export function ToolList({ tools, reload }: { tools: InteractiveTool[]; reload: () => Promise<void> }) {
  const { t } = useAdminTexts();
  const headingId = useId();
  const deletion = useReloadingAction(reload);
  const [filter, setFilter] = useState<MissingFilter>('all');
  const textsEditing = useTextsEditing<InteractiveTool>({
    fields: [
      { field: 'title', label: t('tools.title'), maxLength: CONTENT_TEXT_LIMITS.toolTitle, required: true },
      { field: 'description', label: t('tools.description'), maxLength: CONTENT_TEXT_LIMITS.toolDescription, required: true, rows: 3 },
    ],
    save: (id, texts) => api.updateToolTexts(id, texts),
    reload,
  });
  const missingOf = (tool: InteractiveTool) => whatIsMissing(tool, ENGLISH_FIELDS.interactiveTool);
  const shown = tools.filter((tool) => matchesMissingFilter(missingOf(tool), filter));
  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <div className="adm-section__header">
        <h2 id={headingId}>{t('tools.listHeading')}</h2>
        {tools.length > 0 && <MissingFilterField value={filter} onChange={setFilter} />}
      </div>
      <ClosableMessage message={deletion.failed ? { severity: 'error', text: t('common.deleteFailed') } : null} onClose={deletion.dismiss} />
      {tools.length === 0 ? (
        <p className="adm-empty">{t('tools.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="adm-empty">{t('bilingual.filterEmpty')}</p>
      ) : (
        <ul className="adm-list">
          {shown.map((tool) => {
            const { color, textColor, type } = toolTypeStyle(tool.type);
            return (
              <Card as="li" padding="sm" key={tool.id} className="adm-row" style={{ borderInlineStart: `0.375rem solid ${color}` }}>
                <span className="adm-row__icon" style={{ background: color, color: textColor }} aria-hidden="true">
                  <ToolTypeIcon type={type} />
                </span>
                <div className="adm-row__body">
                  <h3 className="adm-card__title">{tool.title}</h3>
                  <p className="adm-card__text">{tool.description}</p>
                  <div className="adm-chips">
                    <Chip color={color} size="sm">{t(`tools.types.${tool.type}`, { defaultValue: tool.type })}</Chip>
                    <Chip color="primary" size="sm">{workshopText(t, tool.workshop)}</Chip>
                    <MissingTextChips missing={missingOf(tool)} />
                  </div>
                  <a className="adm-link" href={tool.url} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden="true" />
                    {t('tools.open', { title: tool.title })}
                    <span className="ui-visually-hidden"> {t('tools.opensInNewTab')}</span>
                  </a>
                </div>
                <div className="adm-row__actions">
                  {textsEditing.editButton(tool)}
                  <DeleteButton kind="tool" itemName={tool.title} onDelete={() => deletion.run(() => api.deleteTool(tool.id))} />
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
