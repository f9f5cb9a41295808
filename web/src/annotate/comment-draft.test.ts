import { describe, expect, it } from 'vitest';
import { imagePoint } from '@review/contract/geometry';
import { commentDraftKey, readCommentDraft, removeCommentDraft, writeCommentDraft, type CommentDraft } from './comment-draft.ts';

/** A Storage stand-in: the tests run outside a browser. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const drawn: CommentDraft = { draft: { shape: 'rect', color: 'blue', points: [imagePoint(10, 20), imagePoint(110.5, 80)] }, content: 'Larger, @Grace Hopper?' };

describe('comment drafts', () => {
  it('keep the drawing and its text per writer, asset, variation and page, until removed', () => {
    const storage = memoryStorage();
    const key = commentDraftKey('user-7', 3, 12, 2);
    writeCommentDraft(storage, key, drawn);
    expect(readCommentDraft(storage, key)).toEqual(drawn);
    expect(readCommentDraft(storage, commentDraftKey('user-8', 3, 12, 2))).toBeNull();
    expect(readCommentDraft(storage, commentDraftKey('user-7', 3, 12, 1))).toBeNull();
    removeCommentDraft(storage, key);
    expect(readCommentDraft(storage, key)).toBeNull();
  });

  it('treat a broken or foreign entry as no draft', () => {
    const storage = memoryStorage();
    const entries = ['{not json', JSON.stringify({ draft: { shape: 'pen', color: 'purple', points: [{ x: 1, y: 1 }] }, content: '' }), JSON.stringify({ draft: { shape: 'pen', color: 'red', points: [] }, content: '' }), '"text"'];
    for (const [index, entry] of entries.entries()) {
      storage.setItem(`key-${index}`, entry);
      expect(readCommentDraft(storage, `key-${index}`)).toBeNull();
    }
  });

  it('leave the draft on screen only when the storage refuses it', () => {
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(() => writeCommentDraft(full, 'key', drawn)).not.toThrow();
  });
});
