/**
 * Query keys of everything under `/assets`, `/versions` and `/variations`. They share the root
 * `['assets']`, so invalidating it after any upload, status change or deletion refreshes every screen.
 */
export const assetsKey = ['assets'] as const;
export const assetKey = (assetId: number | string) => [...assetsKey, 'one', String(assetId)] as const;
export const projectAssetsKey = (projectId: number | string) => [...assetsKey, 'list', String(projectId)] as const;
export const versionsKey = (assetId: number | string) => [...assetsKey, 'versions', String(assetId)] as const;
export const variationsKey = (versionId: number | string) => [...assetsKey, 'variations', String(versionId)] as const;
/** Under the assets root on purpose: the comparison finishing raises the project's revision, and live updates refresh that root. */
export const variationChangesKey = (variationId: number | string) => [...assetsKey, 'changes', String(variationId)] as const;
