import type { Renderer } from '../../renderer/renderer.ts';
import type { ReportInput } from './report-input.ts';
import type { reportOperations } from './renderer-operations.ts';

/** Writes a report to `input.outPath` in the renderer process, ahead of background work, within RENDER_TIMEOUT_SECONDS. */
export function createReportRenderer(renderer: Renderer, { timeoutMs }: { timeoutMs: number }) {
  return {
    report(input: ReportInput): Promise<{ pages: number }> {
      return renderer.run<typeof reportOperations, 'report'>('report', input, {
        queue: 'uploads',
        timeoutMs,
        timeoutMessage: 'The report took too long to make. Please try again with fewer versions.',
        stoppedMessage: 'The renderer stopped while making the report. Please try again.',
        faultMessage: 'The report could not be made. Please try again.',
      });
    },
  };
}

export type ReportRenderer = ReturnType<typeof createReportRenderer>;
