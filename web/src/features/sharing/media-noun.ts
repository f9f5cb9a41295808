import type { MediaKind } from '@review/contract/media';

/** What to call a shared file in a sentence: a video is a video and a PDF a document; anything else, or nothing yet, a design. */
export function mediaNoun(kind: MediaKind | undefined): 'video' | 'document' | 'design' {
  if (kind === 'video') return 'video';
  if (kind === 'document') return 'document';
  return 'design';
}
