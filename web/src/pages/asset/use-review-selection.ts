import { useCallback, useEffect } from 'react';
import type { Version } from '@review/contract/assets';
import { useReviewParams } from '../../features/assets/review-params.ts';
import type { ScreenVersion } from './source/screen-asset.ts';

/** The selection of a member's asset (`Version`) or of the asset a review link opens. */
export interface ReviewSelection<V extends ScreenVersion = Version> {
  version: V | undefined;
  variation: V['variations'][number] | undefined;
  selectVersion: (versionId: number) => void;
  /** Shows a version just uploaded, from the upload's reply: a handler made before the upload knows only the older list. */
  openVersion: (version: Pick<V, 'id' | 'variations'>) => void;
  selectVariation: (variationId: number) => void;
  /** Moves to the next (+1) or previous (−1) variation of the selected version, wrapping around. */
  stepVariation: (delta: 1 | -1) => void;
}

/**
 * What the URL's ids select: a variation picks its own version; else the version (or the newest)
 * with its first variation.
 */
export function selectedOf<V extends ScreenVersion>(asset: { versions: readonly V[] }, versionId: number | null, variationId: number | null): { version: V | undefined; variation: V['variations'][number] | undefined } {
  const versionOfVariation = variationId === null ? undefined : asset.versions.find((v) => v.variations.some((item) => item.id === variationId));
  const version = versionOfVariation ?? asset.versions.find((v) => v.id === versionId) ?? asset.versions[0];
  const variation = version?.variations.find((item) => item.id === variationId) ?? version?.variations[0];
  return { version, variation };
}

/**
 * The version and variation on screen, held in the URL. Without a valid one the newest version and
 * its first variation are shown (spec: the first version loaded is selected), and written into the
 * URL so the sidebar and a reload see the same choice.
 */
export function useReviewSelection<V extends ScreenVersion>(asset: { versions: readonly V[] }): ReviewSelection<V> {
  const { versionId, variationId, update } = useReviewParams();
  const { version, variation } = selectedOf(asset, versionId, variationId);

  useEffect(() => {
    if (!version) return;
    if (versionId !== version.id || variationId !== (variation?.id ?? null)) update({ version: version.id, variation: variation?.id ?? null });
  }, [version, variation, versionId, variationId, update]);

  const openVersion = useCallback((next: Pick<V, 'id' | 'variations'>) => update({ version: next.id, variation: next.variations[0]?.id ?? null, comment: null }), [update]);

  const selectVersion = useCallback(
    (id: number) => {
      const next = asset.versions.find((v) => v.id === id);
      if (next) openVersion(next);
    },
    [asset.versions, openVersion],
  );

  const selectVariation = useCallback((id: number) => update({ variation: id, comment: null }), [update]);

  const stepVariation = useCallback(
    (delta: 1 | -1) => {
      const list = version?.variations ?? [];
      if (list.length < 2 || !variation) return;
      const index = list.findIndex((item) => item.id === variation.id);
      const next = list[(index + delta + list.length) % list.length];
      if (next) selectVariation(next.id);
    },
    [version, variation, selectVariation],
  );

  return { version, variation, selectVersion, openVersion, selectVariation, stepVariation };
}
