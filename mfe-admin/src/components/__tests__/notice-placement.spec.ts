import { type Box, chooseNoticeEdge, type Control, NOTICE_WEIGHTS } from '../notice-placement';

/** A 390 × 844 phone: the toast 80 px high at the top, or above the accessibility button at the bottom. */
const AT = { top: { top: 8, bottom: 88, left: 8, right: 382 }, bottom: { top: 676, bottom: 756, left: 8, right: 382 } };
const box = (top: number, height = 44, left = 16, width = 200): Box => ({ top, bottom: top + height, left, right: left + width });
const button = (top: number, height?: number): Control => ({ box: box(top, height), weight: NOTICE_WEIGHTS.other });
const field = (top: number): Control => ({ box: box(top), weight: NOTICE_WEIGHTS.field });
const focused = (top: number): Control => ({ box: box(top), weight: NOTICE_WEIGHTS.focused });

describe('where the toast goes on a one-column screen', () => {
  it('stays at its edge while that covers no control', () => {
    expect(chooseNoticeEdge(AT, [button(300), button(500)], 'bottom')).toBe('bottom');
    expect(chooseNoticeEdge(AT, [button(300), button(500)], 'top')).toBe('top');
  });

  it('moves to the other edge when its own would cover a control there (the album filter after an upload)', () => {
    expect(chooseNoticeEdge(AT, [button(300), field(690)], 'bottom')).toBe('top');
    expect(chooseNoticeEdge(AT, [field(20), button(400)], 'top')).toBe('bottom');
  });

  it('when both edges cover something, spares a filter before buttons, and the focused control before all', () => {
    expect(chooseNoticeEdge(AT, [field(20), button(680), button(720, 30)], 'top')).toBe('bottom');
    expect(chooseNoticeEdge(AT, [button(20), button(60, 20), button(700)], 'top')).toBe('bottom');
    expect(chooseNoticeEdge(AT, [field(20), focused(700)], 'bottom')).toBe('top');
    // A card's three buttons and its checkbox at the bottom weigh less than the list's filter at the top.
    expect(chooseNoticeEdge(AT, [field(20), button(680, 20), button(700, 20), button(720, 20), button(740, 10)], 'top')).toBe('bottom');
  });

  it('does not move when the other edge would cover as much', () => {
    expect(chooseNoticeEdge(AT, [button(20), button(700)], 'bottom')).toBe('bottom');
    expect(chooseNoticeEdge(AT, [button(20), button(700)], 'top')).toBe('top');
  });

  it('ignores controls beside it, not under it', () => {
    const narrow = { ...AT, bottom: { ...AT.bottom, left: 100, right: 300 } };
    expect(chooseNoticeEdge(narrow, [{ box: box(690, 44, 310, 60), weight: NOTICE_WEIGHTS.field }], 'bottom')).toBe('bottom');
  });
});
