import type { OperationTable } from '../../renderer/operations.ts';
import type { ReportInput } from './report-input.ts';
import { writeReport } from './report-pdf.ts';

/** What reports run in the renderer process (src/render-worker.ts): the PDF is written there, its pictures decoded out of the server's memory. */
export const reportOperations = {
  report: (input: ReportInput) => writeReport(input),
} satisfies OperationTable;
