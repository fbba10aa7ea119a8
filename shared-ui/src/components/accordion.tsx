import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Several panels may stay open at once ('multiple') or one at a time ('single', default). */
  type?: 'single' | 'multiple';
  /** Heading level of the item titles (a question list under an h2 uses h3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Disclosure list (e.g. the FAQ of spec 2.14) built on native `<details>`/`<summary>`:
 * the server's HTML holds every answer and opens it without a script. 'single' groups the items by
 * the `name` attribute, so the browser closes the others itself. Hydration only adds
 * `aria-expanded`, read from the element, so a panel opened before the scripts stays open.
 */
export function Accordion({ items, type = 'single', headingLevel = 3 }: AccordionProps) {
  const group = useId();
  return (
    <div className="ui-accordion">
      {items.map((item) => (
        <AccordionPanel key={item.id} item={item} name={type === 'single' ? group : undefined} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

function AccordionPanel({ item, name, headingLevel }: { item: AccordionItem; name: string | undefined; headingLevel: number }) {
  const details = useRef<HTMLDetailsElement>(null);
  // Unset in the server's HTML: the browser itself exposes a summary's state until the app knows it.
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  // Opened before hydration (the browser did it): the state follows the element, never the reverse.
  useEffect(() => setOpen(details.current?.open ?? false), []);
  return (
    <details ref={details} name={name} className="ui-accordion__item" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="ui-accordion__trigger" aria-expanded={open}>
        <span role="heading" aria-level={headingLevel} className="ui-accordion__header">
          {item.title}
        </span>
        <ChevronDown className="ui-accordion__chevron" aria-hidden="true" />
      </summary>
      <div className="ui-accordion__body">{item.content}</div>
    </details>
  );
}
