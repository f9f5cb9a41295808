import { describe, expect, it } from 'vitest';
import { keyShortcutOf, ZOOM_KEYS, zoomActionFor } from './zoom-keys.ts';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => zoomActionFor({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('zoom keys', () => {
  it('maps + − 0 W 1', () => {
    expect(['+', '=', '-', '_', '0', 'w', 'W', '1'].map((key) => press(key))).toEqual(['zoomIn', 'zoomIn', 'zoomOut', 'zoomOut', 'fit', 'fitWidth', 'fitWidth', 'actualSize']);
  });

  it('leaves modified keys (browser zoom, Ctrl+W) and other keys alone', () => {
    expect(press('0', { ctrlKey: true })).toBeNull();
    expect(press('w', { metaKey: true })).toBeNull();
    expect(press('1', { altKey: true })).toBeNull();
    expect(press('2')).toBeNull();
  });

  it('names the key of an action only where it is one of the keys given', () => {
    expect(keyShortcutOf('actualSize', ZOOM_KEYS)).toBe('1');
    expect(keyShortcutOf('actualSize', ZOOM_KEYS.filter((key) => key.action !== 'actualSize'))).toBeUndefined();
    expect(zoomActionFor({ key: '1', ctrlKey: false, metaKey: false, altKey: false }, [])).toBeNull();
  });
});
