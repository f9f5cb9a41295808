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
