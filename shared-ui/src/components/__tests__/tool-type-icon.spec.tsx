import { render } from '@testing-library/react';
import { MessageCircleQuestion, Puzzle, StickyNote, type LucideIcon } from 'lucide-react';
import { ToolTypeIcon } from '../tool-type-icon';

const markupOf = (element: React.ReactElement) => render(element).container.innerHTML;
const iconMarkup = (Icon: LucideIcon) => markupOf(<Icon aria-hidden="true" />);

describe('ToolTypeIcon', () => {
  it('draws a board of notes for padlet and a question for slido (spec 9: a board and a Q&A service)', () => {
    expect(markupOf(<ToolTypeIcon type="padlet" />)).toBe(iconMarkup(StickyNote));
    expect(markupOf(<ToolTypeIcon type="slido" />)).toBe(iconMarkup(MessageCircleQuestion));
  });

  it("draws the puzzle of 'other' for a type it does not know, hidden from assistive technology", () => {
    const markup = markupOf(<ToolTypeIcon type="unknown" />);
    expect(markup).toBe(iconMarkup(Puzzle));
    expect(markup).toContain('aria-hidden="true"');
  });
});
