import type { OperationTable } from '../../renderer/operations.ts';
import { compareImages } from './compare-images.ts';

/** What compare runs in the renderer process (src/render-worker.ts): two renderings of a page decoded and compared there. */
export const compareOperations = {
  compare: ({ newPath, oldPath, width, height }: { newPath: string; oldPath: string; width: number; height: number }) => compareImages(newPath, oldPath, { width, height }),
} satisfies OperationTable;
