import { describe, expect, it } from 'vitest';
import { isSendKey } from './send-key.ts';

const press = (key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; isComposing?: boolean } = {}) => ({
  key,
  ctrlKey: modifiers.ctrlKey ?? false,
  metaKey: modifiers.metaKey ?? false,
  nativeEvent: { isComposing: modifiers.isComposing ?? false },
});

describe('isSendKey', () => {
  it('is Ctrl+Enter or Cmd+Enter', () => {
    expect(isSendKey(press('Enter', { ctrlKey: true }))).toBe(true);
    expect(isSendKey(press('Enter', { metaKey: true }))).toBe(true);
  });

  it('leaves a plain Enter to make a new line, and other keys alone', () => {
    expect(isSendKey(press('Enter'))).toBe(false);
    expect(isSendKey(press('a', { ctrlKey: true }))).toBe(false);
  });

  it('waits while an input method composes a character', () => {
    expect(isSendKey(press('Enter', { ctrlKey: true, isComposing: true }))).toBe(false);
  });
});
