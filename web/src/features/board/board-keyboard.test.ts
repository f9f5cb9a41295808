import { describe, expect, it } from 'vitest';
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { AssetStatus } from '@review/contract/statuses';
import { BOARD_COLUMNS, columnDropId } from './board-columns.ts';
import { createColumnKeyboard } from './board-keyboard.ts';

type GetterArgs = Parameters<KeyboardCoordinateGetter>[1];

/** The four columns side by side, as the board lays them out left to right (ltr) or right to left (rtl). */
function boardOf(direction: 'ltr' | 'rtl', from: AssetStatus): GetterArgs {
  const rects = new Map(
    BOARD_COLUMNS.map((column, index) => {
      const slot = direction === 'ltr' ? index : BOARD_COLUMNS.length - 1 - index;
      return [columnDropId(column.status), { left: slot * 300, top: 0, width: 280, height: 600, right: slot * 300 + 280, bottom: 600 }];
    }),
  );
  return { context: { active: { data: { current: { status: from } } }, droppableRects: rects } } as unknown as GetterArgs;
}

const press = (code: string) => ({ code, preventDefault: () => undefined }) as unknown as KeyboardEvent;

describe('moving a card by keyboard', () => {
  it('goes to the column on the left with Left, and on the right with Right, left to right', () => {
    const keyboard = createColumnKeyboard(() => false);
    keyboard.getter(press('ArrowLeft'), boardOf('ltr', 'InProgress'));
    expect(keyboard.aimed()).toBe('Todo');
    keyboard.reset();
    keyboard.getter(press('ArrowRight'), boardOf('ltr', 'InProgress'));
    expect(keyboard.aimed()).toBe('Ready to Review');
  });

  it('follows the columns on screen right to left: Left goes on to the next status', () => {
    const keyboard = createColumnKeyboard(() => true);
    const target = keyboard.getter(press('ArrowLeft'), boardOf('rtl', 'InProgress'));
    expect(keyboard.aimed()).toBe('Ready to Review');
    expect(target).toEqual({ x: 312, y: 48 });
    keyboard.reset();
    keyboard.getter(press('ArrowRight'), boardOf('rtl', 'InProgress'));
    expect(keyboard.aimed()).toBe('Todo');
  });
});
