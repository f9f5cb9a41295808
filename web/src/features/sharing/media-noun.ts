import type { MediaKind } from '@review/contract/media';

/** What to call a shared file in a sentence: a video is a video, a sound file a recording and a PDF a document; anything else, or nothing yet, a design. */
export function mediaNoun(kind: MediaKind | undefined): 'video' | 'recording' | 'document' | 'design' {
  if (kind === 'video') return 'video';
  if (kind === 'audio') return 'recording';
  if (kind === 'document') return 'document';
  return 'design';
}
