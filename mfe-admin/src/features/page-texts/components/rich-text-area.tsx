// A formatted text's field: the small format written as text, with buttons that write it around
// the selected words (bold, italics, a bullet, a link), and the format explained under the field.
import { Bold, Italic, Link, List } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { IconButton } from 'shared-ui/components/icon-button';
import { TextArea, type TextAreaProps } from 'shared-ui/components/text-field';
import { useAdminTexts } from '../../../hooks/use-admin-texts';

type RichTextAreaProps = Omit<TextAreaProps, 'onChange' | 'value' | 'label'> & { label: string; value: string; onText: (text: string) => void };

/** The text with the selection wrapped (or, with nothing selected, the markers and a placeholder inserted). */
function wrapSelection(text: string, start: number, end: number, before: string, after: string, placeholder: string) {
  const chosen = text.slice(start, end) || placeholder;
  return { text: `${text.slice(0, start)}${before}${chosen}${after}${text.slice(end)}`, selection: [start + before.length, start + before.length + chosen.length] as const };
}

export function RichTextArea({ value, onText, label, ...props }: RichTextAreaProps) {
  const { t } = useAdminTexts();
  const area = useRef<HTMLTextAreaElement>(null);
  const apply = (before: string, after: string, placeholder: string) => {
    const element = area.current;
    if (!element) return;
    const { text, selection } = wrapSelection(value, element.selectionStart, element.selectionEnd, before, after, placeholder);
    onText(text);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(...selection);
    });
  };
  const bullet = () => {
    const element = area.current;
    const start = element ? value.lastIndexOf('\n', element.selectionStart - 1) + 1 : value.length;
    apply(value.slice(0, start) === '' || value[start - 1] === '\n' ? '- ' : '\n- ', '', '');
  };
  const tool = (name: string, icon: ReactNode, onClick: () => void) => (
    <IconButton size="sm" label={`${t(`pageTexts.field.${name}`)} (${label})`} icon={icon} onClick={onClick} />
  );
  return (
    <div className="adm-rich-text">
      <div className="adm-rich-text__tools" role="toolbar" aria-label={label}>
        {tool('bold', <Bold />, () => apply('**', '**', t('pageTexts.field.bold')))}
        {tool('italic', <Italic />, () => apply('*', '*', t('pageTexts.field.italic')))}
        {tool('bullet', <List />, bullet)}
        {tool('link', <Link />, () => apply('[', '](https://)', t('pageTexts.field.linkText')))}
      </div>
      <TextArea ref={area} label={label} value={value} onChange={(event) => onText(event.target.value)} {...props} />
    </div>
  );
}
