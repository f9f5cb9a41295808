import { describe, expect, it } from 'vitest';
import { recallZoom, rememberZoom } from './zoom-memory.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('zoom memory', () => {
  it('keeps each asset its own choice', () => {
    const storage = memoryStorage();
    rememberZoom(7, 'fit-width', storage);
    rememberZoom(8, 100, storage);
    expect(recallZoom(7, storage)).toBe('fit-width');
    expect(recallZoom(8, storage)).toBe(100);
    expect(recallZoom(9, storage)).toBeNull();
  });

  it('shrugs off storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => rememberZoom(7, 'fit', refusing)).not.toThrow();
    expect(recallZoom(7, refusing)).toBeNull();
  });
});
