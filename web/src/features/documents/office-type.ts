import type { OfficeSourceType } from '@review/contract/office';

const OFFICE_NAMES: Record<OfficeSourceType, string> = {
  docx: 'Word document (DOCX)',
  pptx: 'PowerPoint presentation (PPTX)',
  xlsx: 'Excel workbook (XLSX)',
  odt: 'OpenDocument text (ODT)',
  odp: 'OpenDocument presentation (ODP)',
  ods: 'OpenDocument spreadsheet (ODS)',
};

/** A file's type in words where it is an Office document (converted to PDF pages on the server); else its MIME type. */
export const fileTypeLabel = (fileType: string, sourceType: OfficeSourceType | undefined) => (sourceType ? `${OFFICE_NAMES[sourceType]}, shown as PDF pages` : fileType);

/**
 * An Office file whose conversion has not given its pages yet: the server shows a placeholder page 1
 * until the convert-office job has the PDF, and a converted file with more pages than it has drawn is
 * rendering its pages instead.
 */
export const awaitsConversion = (variation: { page_count: number; pages: readonly unknown[]; render_state: string; media?: { source_type?: OfficeSourceType | undefined } | undefined }) =>
  variation.media?.source_type !== undefined && variation.render_state !== 'ready' && variation.pages.length >= variation.page_count;
