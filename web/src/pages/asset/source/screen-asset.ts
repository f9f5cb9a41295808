import type { Variation } from '@review/contract/assets';

/**
 * A variation as the review screen shows it, whoever looks: what the members' API and a review
 * link's both give. The original's path and type come only with the members' (design checks then
 * read its exact pixels; a link's guests read the rendering).
 */
export type ScreenVariation = Pick<Variation, 'id' | 'version' | 'label' | 'preview' | 'thumbnail' | 'width' | 'height' | 'page_count' | 'pages' | 'render_state' | 'render_error' | 'media'> &
  Partial<Pick<Variation, 'design_file' | 'file_type'>>;

export interface ScreenVersion {
  id: number;
  version: number;
  variations: readonly ScreenVariation[];
}

/** The asset on the review screen: a member's `Asset`, or the one a review link opens. */
export interface ScreenAsset {
  id: number;
  title: string;
  /** Newest first. */
  versions: readonly ScreenVersion[];
}
