import { describe, expect, it } from 'vitest';
import { SHORTCUTS, shortcutOf } from './shortcuts.ts';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => shortcutOf({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers })?.action ?? null;

describe('review shortcuts', () => {
  it('maps the keys of the brief', () => {
    expect(press(']')).toBe('nextVariation');
    expect(press('[')).toBe('previousVariation');
    expect(press('PageDown')).toBe('nextPage');
    expect(press('PageUp')).toBe('previousPage');
    expect(press('+')).toBe('zoomIn');
    expect(press('=')).toBe('zoomIn');
    expect(press('-')).toBe('zoomOut');
    expect(press('_')).toBe('zoomOut');
    expect(press('0')).toBe('fit');
    expect(press('W')).toBe('fitWidth');
    expect(press('1')).toBe('actualSize');
    expect(press('P')).toBe('tool:pen');
    expect(press('r')).toBe('tool:rect');
    expect(press('a')).toBe('tool:arrow');
    expect(press('e')).toBe('resolve');
    expect(press('G')).toBe('whatChanged');
    expect(press('D')).toBe('check:eyedropper');
    expect(press('u')).toBe('check:measure');
    expect(press('c')).toBe('check:contrast');
    expect(press('?')).toBe('help');
  });

  it('maps the video player’s keys', () => {
    expect(press(' ')).toBe('playPause');
    expect(press('K')).toBe('playPause');
    expect(press('j')).toBe('backwards');
    expect(press('l')).toBe('faster');
    expect(press('ArrowLeft')).toBe('previousFrame');
    expect(press('ArrowRight')).toBe('nextFrame');
    expect(press('i')).toBe('markIn');
    expect(press('o')).toBe('markOut');
    expect(press('x')).toBe('clearLoop');
    expect(SHORTCUTS.filter((shortcut) => shortcut.isRepeatable).map((shortcut) => shortcut.action)).toEqual(['previousFrame', 'nextFrame']);
  });

  it('leaves modified keys and other keys alone', () => {
    expect(press('p', { ctrlKey: true })).toBeNull();
    expect(press('0', { metaKey: true })).toBeNull();
    expect(press('q')).toBeNull();
    expect(press('Escape')).toBeNull();
  });

  it('never gives one key two meanings', () => {
    const keys = SHORTCUTS.flatMap((shortcut) => shortcut.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
