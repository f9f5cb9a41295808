import type { Refusal } from '../refusal.ts';

/** Why a ZIP cannot be reviewed as an HTML5 banner, in words for the person who uploaded it. */
export const BANNER_ZIP_TOO_BIG = 'A banner ZIP may be at most 50 MB.';
export const BANNER_EXPANDS_TOO_MUCH = 'The banner ZIP unpacks to more than 50 MB, so it was refused.';
export const BANNER_TOO_MANY_FILES = 'A banner ZIP may hold at most 500 files.';
export const BANNER_UNSAFE_PATH = 'The banner ZIP has a file whose path leaves its folder (".." or an absolute name), so it was refused.';
export const BANNER_LINK = 'The banner ZIP holds a link; a banner may hold only files and folders.';
export const BANNER_NO_INDEX = 'The ZIP has no index.html at its root, so it is not an HTML5 banner.';
export const BANNER_NO_SIZE = 'The banner\'s index.html has no <meta name="ad.size" content="width=300,height=250">, so its size is unknown.';
export const BANNER_DAMAGED = 'The banner ZIP is damaged and could not be read.';

/** The codes a client tells the banner refusals apart by (assets' REFUSAL_CODES takes them in). */
export const BANNER_REFUSAL_CODES: Readonly<Record<string, Refusal>> = {
  [BANNER_ZIP_TOO_BIG]: { code: 'banner_too_large' },
  [BANNER_EXPANDS_TOO_MUCH]: { code: 'banner_too_large', params: { reason: 'unpacked' } },
  [BANNER_TOO_MANY_FILES]: { code: 'banner_too_many_files' },
  [BANNER_UNSAFE_PATH]: { code: 'banner_unsafe_path' },
  [BANNER_LINK]: { code: 'banner_unsafe_path', params: { reason: 'link' } },
  [BANNER_NO_INDEX]: { code: 'banner_no_index' },
  [BANNER_NO_SIZE]: { code: 'banner_no_size' },
  [BANNER_DAMAGED]: { code: 'banner_damaged' },
};
