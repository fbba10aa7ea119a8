import { ExternalLink } from 'lucide-react';
import { useLocalizedContent } from 'shared-ui/hooks/use-localized-content';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { Dialog } from 'shared-ui/components/dialog';
import { VIDEO_MODAL_MAX_WIDTH, type InteractiveTool } from 'shared-ui/domain';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { isEmbeddable } from './embeddable-url';

interface EmbedDialogProps {
  tool: InteractiveTool | null;
  onClose: () => void;
}

/**
 * PRODUCT 4: a tool with embedUrl opens in a dialog with a sandboxed iframe. The services need
 * scripts and their own origin to run; the sandbox still keeps them from navigating this page.
 */
export function EmbedDialog({ tool, onClose }: EmbedDialogProps) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const embedUrl = tool?.embedUrl;
  const { pickRequired } = useLocalizedContent();
  const title = tool ? pickRequired(tool.title, tool.titleEn) : null;
  const description = tool ? pickRequired(tool.description, tool.descriptionEn) : null;
  return (
    <Dialog
      open={tool !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title ? <span lang={title.lang}>{title.text}</span> : ''}
      description={description ? <span lang={description.lang}>{description.text}</span> : undefined}
      maxWidth={VIDEO_MODAL_MAX_WIDTH}
      closeLabel={t('common.close')}
      footer={
        tool ? (
          <Button href={tool.url} external variant="outlined" endIcon={<ExternalLink />} aria-label={t('tools.openLabel', { title: title?.text ?? tool.title })}>
            {t('tools.embedOpenExternal')}
          </Button>
        ) : null
      }
    >
      {tool && isEmbeddable(embedUrl) ? (
        <div className="pub-embed">
          <iframe
            src={embedUrl}
            title={t('tools.embedFrameTitle', { title: title?.text ?? tool.title })}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            allow="fullscreen"
            loading="lazy"
          />
        </div>
      ) : null}
    </Dialog>
  );
}
