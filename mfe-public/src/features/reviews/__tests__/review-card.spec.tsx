import { render, screen } from '@testing-library/react';
import { avatarLetter, ReviewCard } from '../review-card';

const review = { name: 'ema', comment: 'Skvelé!', createdAt: '2026-01-09T08:00:00.000Z', rating: 4, workshop: 'Fotografia' as const };
const inList = (ui: React.ReactElement) => render(<ul>{ui}</ul>);

describe('ReviewCard', () => {
  it('shows the comment, the avatar letter, the name and the sk-SK date', () => {
    inList(<ReviewCard review={review} />);
    expect(screen.getByText('Skvelé!')).toBeInTheDocument();
    expect(screen.getByText('E')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ema' })).toBeInTheDocument();
    expect(screen.getByText('9. 1. 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Hodnotenie: 4 z 5')).toBeInTheDocument();
  });

  it('shows the message when the item has no comment (spec 5: comment, or message as fallback)', () => {
    inList(<ReviewCard review={{ ...review, comment: '', message: 'Len správa, bez komentára' }} />);
    expect(screen.getByText('Len správa, bez komentára')).toBeInTheDocument();
    expect(screen.queryByText('Bez komentára')).not.toBeInTheDocument();
  });

  it('shows "Bez komentára" in italics when the comment is empty or blank and there is no message', () => {
    inList(<ReviewCard review={{ ...review, comment: '   ', message: null }} />);
    const fallback = screen.getByText('Bez komentára');
    expect(fallback).toHaveClass('pub-review__no-comment');
  });

  it('shows "Neznámy dátum" for a missing date and no stars without a rating', () => {
    inList(<ReviewCard review={{ ...review, createdAt: '', rating: null }} />);
    expect(screen.getByText('Neznámy dátum')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Hodnotenie:/)).not.toBeInTheDocument();
  });
});

describe('avatarLetter', () => {
  it('takes the first letter in upper case, a neutral mark without a name', () => {
    expect(avatarLetter('ľubica')).toBe('Ľ');
    expect(avatarLetter('  Peter')).toBe('P');
    expect(avatarLetter('')).toBe('?');
    expect(avatarLetter(null)).toBe('?');
  });
});
