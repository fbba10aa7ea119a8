// The shape every admin form for a bilingual content item shares (materials, tools):
// a titled section, the title in both languages, a row of two choices, the description in both
// languages, the kind's own fields, the message, and the submit button.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from 'shared-ui/components/button';
import { BilingualField } from './bilingual-field';
import { ClosableMessage, type FormMessage } from './closable-message';

type TextField = 'title' | 'titleEn' | 'description' | 'descriptionEn';

interface ContentFormProps {
  heading: string;
  labels: { title: string; description: string };
  limits: { title: number; description: number };
  values: Record<TextField, string>;
  setField: (field: TextField, value: string) => void;
  errorOf: (field: 'title' | 'description') => string | undefined;
  disabled?: boolean;
  /** The row between title and description: the kind's type and workshop choices. */
  choices: ReactNode;
  /** The kind's own fields after the description (a file; addresses). */
  children: ReactNode;
  message: FormMessage | null;
  onCloseMessage: () => void;
  submit: { busy: boolean; label: string; busyLabel: string };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function ContentForm({ heading, labels, limits, values, setField, errorOf, disabled, choices, children, message, onCloseMessage, submit, onSubmit }: ContentFormProps) {
  const headingId = useId();
  const bilingual = (slovak: 'title' | 'description', english: 'titleEn' | 'descriptionEn', rows?: number) => (
    <BilingualField
      label={labels[slovak]}
      slovak={values[slovak]}
      english={values[english]}
      onSlovakChange={(value) => setField(slovak, value)}
      onEnglishChange={(value) => setField(english, value)}
      required
      rows={rows}
      maxLength={limits[slovak]}
      disabled={disabled}
      error={errorOf(slovak)}
    />
  );
  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <form className="adm-form" onSubmit={onSubmit} noValidate>
        {bilingual('title', 'titleEn')}
        <div className="adm-form__row">{choices}</div>
        {bilingual('description', 'descriptionEn', 3)}
        {children}
        <ClosableMessage message={message} onClose={onCloseMessage} />
        <div className="adm-form__actions">
          <Button type="submit" loading={submit.busy}>
            {submit.busy ? submit.busyLabel : submit.label}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The texts of a new content item as the API takes them: trimmed, an empty English text as null. */
export function contentTexts(values: Record<TextField, string>) {
  return {
    title: values.title.trim(),
    titleEn: values.titleEn.trim() || null,
    description: values.description.trim(),
    descriptionEn: values.descriptionEn.trim() || null,
  };
}
