// Styled wrappers of Radix Tabs (roving focus, arrow keys, aria-controls wired by Radix).
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import './tabs.css';

const withClass = (base: string, className?: string) => [base, className].filter(Boolean).join(' ');

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={withClass('ui-tabs', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={withClass('ui-tabs__list', className)} {...props} />;
}

/**
 * Radix focuses a trigger from script on mousedown, and Chromium lets a script-focused element
 * match :focus-visible when the element focused before did (after a keyboard login, say): a
 * clicked tab then kept the keyboard ring. The trigger notes that the pointer focused it, tabs.css
 * drops the ring for that, and the next key press (or leaving the tab) brings the ring back.
 */
export function TabsTrigger({ className, onMouseDown, onKeyDown, onBlur, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={withClass('ui-tabs__trigger', className)}
      onMouseDown={(event) => {
        event.currentTarget.dataset.focusOrigin = 'pointer';
        onMouseDown?.(event);
      }}
      onKeyDown={(event) => {
        delete event.currentTarget.dataset.focusOrigin;
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        delete event.currentTarget.dataset.focusOrigin;
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={withClass('ui-tabs__content', className)} {...props} />;
}
