import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import german from '../../../i18n/messages/de/index.ts';
import english from '../../../i18n/messages/en/index.ts';
import { SHORTCUTS, shortcutOf, shortcutText } from './shortcuts.ts';

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

  it('says what each key does in the shown language, and shows the key as it is', () => {
    // A missing message would show its id: here it fails the test instead.
    const intlOf = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages, onError: (error) => { throw error; } });
    const [de, en] = [intlOf('de', german), intlOf('en', english)];
    const pen = SHORTCUTS.find((shortcut) => shortcut.action === 'tool:pen')!;
    expect([pen.display, shortcutText(en, pen), shortcutText(de, pen)]).toEqual(['P', 'Pen on/off', 'Stift ein/aus']);
    const help = SHORTCUTS.find((shortcut) => shortcut.action === 'help')!;
    expect(shortcutText(de, help)).toBe('Diese Tastenkürzel anzeigen');
    expect(SHORTCUTS.map((shortcut) => shortcutText(de, shortcut))).not.toContain(shortcutText(en, help));
  });
});
