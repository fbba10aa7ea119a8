import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render';
import { Carousel } from '../carousel';
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';
import { seededPageTexts } from '../../../lib/seeded-texts';

const SLIDES = seededPageTexts('home', 'sk', TEST_SITE_DETAILS).carousel;

function mockReducedMotion(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const currentSlideLabel = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') === 'false')?.getAttribute('aria-label');

describe('Carousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('moves to the next slide every 5000 ms and wraps around', () => {
    renderWithRouter(<Carousel slides={SLIDES} actions={null} />);
    expect(currentSlideLabel()).toBe('Snímka 1 z 3');
    act(() => jest.advanceTimersByTime(4999));
    expect(currentSlideLabel()).toBe('Snímka 1 z 3');
    act(() => jest.advanceTimersByTime(1));
    expect(currentSlideLabel()).toBe('Snímka 2 z 3');
    act(() => jest.advanceTimersByTime(5000));
    expect(currentSlideLabel()).toBe('Snímka 3 z 3');
    act(() => jest.advanceTimersByTime(5000));
    expect(currentSlideLabel()).toBe('Snímka 1 z 3');
  });

  it('stays on its slide after the pause button and resumes with play', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithRouter(<Carousel slides={SLIDES} actions={null} />);
    await user.click(screen.getByRole('button', { name: 'Pozastaviť prezentáciu' }));
    await user.unhover(screen.getByRole('button', { name: 'Spustiť prezentáciu' }));
    act(() => jest.advanceTimersByTime(15000));
    expect(currentSlideLabel()).toBe('Snímka 1 z 3');
    await user.click(screen.getByRole('button', { name: 'Spustiť prezentáciu' }));
    await user.unhover(screen.getByRole('button', { name: 'Pozastaviť prezentáciu' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(currentSlideLabel()).toBe('Snímka 2 z 3');
  });

  it('rests while the pointer is over it and continues when it leaves', () => {
    renderWithRouter(<Carousel slides={SLIDES} actions={null} />);
    const carousel = screen.getByRole('region', { name: 'Predstavenie projektu' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(12000));
    expect(currentSlideLabel()).toBe('Snímka 1 z 3');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(5000));
    expect(currentSlideLabel()).toBe('Snímka 2 z 3');
  });

  it('stops when keyboard focus enters it', () => {
    renderWithRouter(<Carousel slides={SLIDES} actions={null} />);
    act(() => screen.getByRole('button', { name: 'Nasledujúca snímka' }).focus());
    act(() => jest.advanceTimersByTime(12000));
    expect(currentSlideLabel()).toBe('Snímka 1 z 3');
    expect(screen.getByRole('button', { name: 'Spustiť prezentáciu' })).toBeInTheDocument();
  });

  it('does not advance by itself when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    renderWithRouter(<Carousel slides={SLIDES} actions={null} />);
    act(() => jest.advanceTimersByTime(20000));
    expect(currentSlideLabel()).toBe('Snímka 1 z 3');
    expect(screen.getByRole('button', { name: 'Spustiť prezentáciu' })).toBeInTheDocument();
  });

  it('follows a finger swiped sideways, and leaves a vertical scroll or a short touch alone', () => {
    renderWithRouter(<Carousel slides={SLIDES} actions={null} />);
    const carousel = screen.getByRole('region');
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(carousel, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [120, 210]);
    expect(currentSlideLabel()).toBe('Snímka 2 z 3');
    swipe([100, 200], [320, 190]);
    expect(currentSlideLabel()).toBe('Snímka 1 z 3');
    swipe([100, 200], [320, 190]);
    expect(currentSlideLabel()).toBe('Snímka 3 z 3');
    swipe([200, 400], [150, 100]); // a scroll of the page
    swipe([200, 200], [180, 200]); // a tap
    expect(currentSlideLabel()).toBe('Snímka 3 z 3');
  });

  it('lets arrows and dots choose a slide, and hides the others from assistive technology', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithRouter(<Carousel slides={SLIDES} actions={<a href="/o-projekte">Zistiť viac</a>} />);
    await user.click(screen.getByRole('button', { name: 'Predchádzajúca snímka' }));
    expect(currentSlideLabel()).toBe('Snímka 3 z 3');
    await user.click(screen.getByRole('button', { name: 'Prejsť na snímku 2' }));
    expect(currentSlideLabel()).toBe('Snímka 2 z 3');
    expect(screen.getByRole('button', { name: 'Prejsť na snímku 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('link', { name: 'Zistiť viac' })).toHaveLength(1);
  });
});
