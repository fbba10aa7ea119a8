import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
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

/** Disclosure list (e.g. the FAQ of spec 2.14); every title is a button inside a heading. */
export function Accordion({ items, type = 'single', headingLevel = 3 }: AccordionProps) {
  const rootProps = type === 'single' ? ({ type: 'single', collapsible: true } as const) : ({ type: 'multiple' } as const);
  return (
    <AccordionPrimitive.Root className="ui-accordion" {...rootProps}>
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.id} value={item.id} className="ui-accordion__item">
          <AccordionPrimitive.Header asChild>
            <div role="heading" aria-level={headingLevel} className="ui-accordion__header">
              <AccordionPrimitive.Trigger className="ui-accordion__trigger">
                <span>{item.title}</span>
                <ChevronDown className="ui-accordion__chevron" aria-hidden="true" />
              </AccordionPrimitive.Trigger>
            </div>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="ui-accordion__content">
            <div className="ui-accordion__body">{item.content}</div>
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
