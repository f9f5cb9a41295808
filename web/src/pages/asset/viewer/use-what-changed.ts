import { useState } from 'react';
import type { Page } from '@review/contract/assets';
import type { ChangedRegion } from '@review/contract/changes';
import { regionsOnPage } from '../../../features/changes/change-box.ts';
import { comparedVersionOf } from '../../../features/changes/change-status.ts';
import type { ScreenAsset, ScreenVariation } from '../source/screen-asset.ts';
import { useReviewSource, type ReviewSource } from '../source/review-source.ts';

export interface WhatChanged {
  /** Undefined on a video: the toggle is not offered. */
  isOn: boolean | undefined;
  setIsOn: (isOn: boolean) => void;
  /** Turns it on or off; false on a video, so the key does what it otherwise would. */
  toggle: () => boolean;
  query: ReturnType<ReviewSource['useChanges']>;
  comparedVersion: number | undefined;
  /** The boxes to outline on the page shown, while on and ready. */
  regions: ChangedRegion[] | undefined;
}

/** The What changed toggle of the review screen: on a still or a document's page, the changed boxes since the previous version. */
export function useWhatChanged(asset: ScreenAsset, variation: ScreenVariation, page: Page | undefined, isVideo: boolean): WhatChanged {
  const [isOn, setIsOn] = useState(false);
  const isShown = isOn && !isVideo;
  // Asked for only once turned on; the live updates refresh it when a pending comparison ends.
  const query = useReviewSource().useChanges(variation.id, isShown);
  const changes = query.data;
  return {
    isOn: isVideo ? undefined : isOn,
    setIsOn,
    toggle: () => {
      if (isVideo) return false;
      setIsOn((current) => !current);
      return true;
    },
    query,
    comparedVersion: comparedVersionOf(asset, changes),
    regions: isShown && page && changes?.state === 'ready' ? regionsOnPage(changes.regions, page.number) : undefined,
  };
}
