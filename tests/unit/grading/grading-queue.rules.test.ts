import { describe, expect, it } from 'vitest';
import { afterSave, answerKey, choose, currentAnswer, NO_PLACE, positionOf, step } from '@domain/grading/grading-queue.rules';

const list = ['a', 'b', 'c', 'd'];
const at = (place: ReturnType<typeof choose>) => place.selected;

describe('the grading queue place', () => {
  it('starts at the oldest answer, and has none in an empty queue', () => {
    expect(currentAnswer(NO_PLACE, list)).toBe('a');
    expect(currentAnswer(NO_PLACE, [])).toBeNull();
    expect(currentAnswer(choose('b', list), [])).toBeNull();
    expect(at(step(NO_PLACE, list, 1))).toBe('a');
    expect(step(NO_PLACE, [], 1)).toEqual(NO_PLACE);
  });

  it('keys an answer by student and question', () => {
    expect(answerKey({ student: { id: 7 }, question: { id: 31 } })).toBe('7:31');
  });

  it('says the position of the open answer, and none once it left the list', () => {
    expect(positionOf('c', ['x', 'a', 'b', 'c', 'd'])).toEqual({ index: 4, total: 5 });
    expect(positionOf('z', list)).toBeNull();
    expect(positionOf(null, list)).toBeNull();
  });

  it('moves next and previous, and stops at the ends', () => {
    expect(at(step(choose('a', list), list, 1))).toBe('b');
    expect(at(step(choose('d', list), list, 1))).toBe('d');
    expect(at(step(choose('a', list), list, -1))).toBe('a');
    expect(at(step(choose('c', list), list, -1))).toBe('b');
  });

  it('new submissions arriving do not move the teacher', () => {
    expect(currentAnswer(choose('b', list), ['a', 'b', 'c', 'd', 'e', 'f'])).toBe('b');
    expect(at(step(choose('b', list), ['a', 'b', 'c', 'd', 'e'], 1))).toBe('c');
  });

  it('from an answer that left the list (another teacher scored it), next and previous skip nothing', () => {
    const place = choose('b', list);
    expect(currentAnswer(place, ['a', 'c', 'd'])).toBe('c');
    expect(at(step(place, ['a', 'c', 'd'], 1))).toBe('c');
    expect(at(step(place, ['a', 'c', 'd'], -1))).toBe('a');
    // Nothing after it is left: next is the nearest before it; nothing before: previous is the nearest after.
    expect(at(step(choose('d', list), ['a', 'b'], 1))).toBe('b');
    expect(at(step(choose('a', list), ['c', 'd'], -1))).toBe('c');
    // Nothing of what was seen is left: the oldest of the new list.
    expect(currentAnswer(place, ['x', 'y'])).toBe('x');
    expect(at(step(place, ['x', 'y'], 1))).toBe('x');
  });

  it('after a save goes on to the next answer, before and after the reload', () => {
    const place = afterSave(choose('b', list), list, 'b');
    expect(place.selected).toBe('c');
    expect(currentAnswer(place, ['a', 'c', 'd'])).toBe('c');
    // The next one was scored meanwhile by someone else: the one after it.
    expect(currentAnswer(place, ['a', 'd'])).toBe('d');
    // The last answer saved: back to the one before it.
    expect(afterSave(choose('d', list), list, 'd').selected).toBe('c');
    // The only answer saved: nothing left.
    expect(afterSave(choose('a', ['a']), ['a'], 'a')).toEqual(NO_PLACE);
    // A save that left the answer unscored keeps it listed, but the teacher still moves on.
    expect(afterSave(choose('a', list), list, 'a').selected).toBe('b');
  });

  it('a save reported after the list reloaded without it goes on from its place in what was seen', () => {
    expect(afterSave(choose('b', list), ['a', 'c', 'd'], 'b').selected).toBe('c');
    expect(afterSave(choose('d', list), ['a', 'b', 'c'], 'd').selected).toBe('c');
    expect(afterSave(choose('a', ['a']), [], 'a')).toEqual(NO_PLACE);
    // Never seen at all: the oldest.
    expect(afterSave(NO_PLACE, list, 'z').selected).toBe('a');
  });
});
