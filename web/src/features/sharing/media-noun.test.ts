import { describe, expect, it } from 'vitest';
import { mediaNoun } from './media-noun.ts';

describe('mediaNoun', () => {
  it('names a video, a document and an image by what they are', () => {
    expect(mediaNoun('video')).toBe('video');
    expect(mediaNoun('document')).toBe('document');
    expect(mediaNoun('image')).toBe('design');
    expect(mediaNoun(undefined)).toBe('design');
  });
});
