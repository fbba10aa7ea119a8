import { useCallback, useEffect, useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import { TIMINGS } from 'shared-ui/domain';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** A horizontal move of at least this many pixels, clearly more sideways than up or down, is a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * Slide index and rotation of the home carousel (spec 2.8: every 5000 ms). WCAG 2.2.2: the
 * visitor can pause it, it rests while hovered, keyboard focus inside stops it until play is
 * pressed, and it never starts by itself under prefers-reduced-motion.
 */
export function useCarousel(count: number, interval: number = TIMINGS.carouselInterval) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  // Keyboard focus (not the focus a mouse click brings) stops the rotation for good, as in the
  // WAI-ARIA carousel pattern; a pointer press just before the focus marks it as a click.
  const pointerPressed = useRef(false);
  // A finger swiped sideways moves to the next (leftwards) or previous slide.
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const running = playing && !hovered && count > 1;
  // `index` restarts the countdown after a manual move, so a slide never flips right after a click.
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [running, count, interval, index]);

  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);
  const togglePlaying = useCallback(() => setPlaying((value) => !value), []);

  const rootHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onPointerDown: () => {
      pointerPressed.current = true;
    },
    onPointerUp: () => {
      pointerPressed.current = false;
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) next();
      else previous();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const cameFromOutside = !event.currentTarget.contains(event.relatedTarget);
      if (cameFromOutside && !pointerPressed.current) setPlaying(false);
      pointerPressed.current = false;
    },
  };

  return { index, playing, running, goTo, next, previous, togglePlaying, rootHandlers };
}
