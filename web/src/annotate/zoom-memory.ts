import { parseZoomChoice, type ZoomChoice } from './zoom.ts';

/** Per asset, for the visit (sessionStorage: this tab): members and guests of one asset share it, another asset has its own. */
const keyOf = (assetId: number) => `zoom:asset:${assetId}`;

/** The zoom last chosen on this asset, if any. The storage is sessionStorage unless a test gives one. */
export function recallZoom(assetId: number, storage?: Pick<Storage, 'getItem'>): ZoomChoice | null {
  try {
    // Inside the try: reading `sessionStorage` itself throws where storage is switched off.
    return parseZoomChoice((storage ?? sessionStorage).getItem(keyOf(assetId)));
  } catch {
    return null;
  }
}

export function rememberZoom(assetId: number, choice: ZoomChoice, storage?: Pick<Storage, 'setItem'>): void {
  try {
    (storage ?? sessionStorage).setItem(keyOf(assetId), String(choice));
  } catch {
    // Storage switched off or full: the choice lasts until the page is left.
  }
}
