import type { OperationTable } from '../../../renderer/operations.ts';
import { captureWebsite } from './capture-website.ts';
import type { CaptureWebsiteArgs } from './contract.ts';

/** What websites run in the renderer process (src/render-worker.ts): a page captured at its breakpoints. */
export const websiteOperations = {
  captureWebsite: (args: CaptureWebsiteArgs, report) => captureWebsite(args, report.progress),
} satisfies OperationTable;
