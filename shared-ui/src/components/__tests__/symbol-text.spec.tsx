import { render } from '@testing-library/react';
import { SymbolText } from '../symbol-text';

const drawn = (container: HTMLElement) => container.querySelectorAll('svg.ui-symbol-text__icon').length;
const shownEmoji = (container: HTMLElement) =>
  [...container.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && /\p{Extended_Pictographic}/u.test(node.textContent ?? '')).length;

describe('SymbolText', () => {
  it.each(['✅ Ďakujeme!', '❌ Chyba.', '⚠️ Krátky komentár'])('draws the leading emoji of "%s" as an icon and keeps it in the text', (text) => {
    const { container } = render(<p><SymbolText text={text} /></p>);
    const paragraph = container.querySelector('p')!;
    expect(paragraph).toHaveTextContent(text);
    expect(drawn(paragraph)).toBe(1);
    expect(shownEmoji(paragraph)).toBe(0);
    expect(paragraph.querySelector('.ui-visually-hidden')?.textContent?.trim()).toBe(text.split(' ')[0]);
  });

  it('draws nothing where the box has its own icon', () => {
    const { container } = render(<p><SymbolText text="✅ Ďakujeme!" drawIcon={false} /></p>);
    expect(drawn(container)).toBe(0);
    expect(container).toHaveTextContent('✅ Ďakujeme!');
  });

  it('leaves a text without a leading symbol as it is', () => {
    const { container } = render(<p><SymbolText text="Správa bola odoslaná!" /></p>);
    expect(container.querySelector('p')!.innerHTML).toBe('Správa bola odoslaná!');
  });
});
