import { keepOrder, moveWithin, sameOrder, stepTarget } from '../list-order';

describe('moving within a list ordered by hand', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an entry forwards and backwards, the others keeping their order', () => {
    expect(moveWithin(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveWithin(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps a target past either end and leaves the list alone for an entry that is not in it', () => {
    expect(moveWithin(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveWithin(list, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveWithin(list, -1, 0)).toEqual(list);
  });

  it('never changes the list it was given', () => {
    const given = [1, 2, 3];
    moveWithin(given, 0, 2);
    expect(given).toEqual([1, 2, 3]);
  });

  it('takes each button to its place: the start, one earlier, one later, the end', () => {
    expect(stepTarget('start', 2, 5)).toBe(0);
    expect(stepTarget('earlier', 2, 5)).toBe(1);
    expect(stepTarget('later', 2, 5)).toBe(3);
    expect(stepTarget('end', 2, 5)).toBe(4);
  });

  it('stays in place where a step cannot go further', () => {
    expect(stepTarget('earlier', 0, 5)).toBe(0);
    expect(stepTarget('start', 0, 5)).toBe(0);
    expect(stepTarget('later', 4, 5)).toBe(4);
    expect(stepTarget('end', 4, 5)).toBe(4);
  });
});

describe('keeping her order over a list that changed meanwhile', () => {
  it('keeps her order, leaves out what is gone and puts what is new at the end', () => {
    // She put 3 first; meanwhile 2 was deleted and 7, 8 were uploaded.
    expect(keepOrder([3, 1, 2, 4], [1, 3, 4, 7, 8])).toEqual([3, 1, 4, 7, 8]);
  });

  it('answers her very list when nothing changed, so nothing re-renders for it', () => {
    const mine = [2, 1, 3];
    expect(keepOrder(mine, [1, 2, 3])).toBe(mine);
  });

  it('compares orders, not sets', () => {
    expect(sameOrder([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(sameOrder([1, 2, 3], [1, 3, 2])).toBe(false);
    expect(sameOrder([1, 2], [1, 2, 3])).toBe(false);
  });
});
