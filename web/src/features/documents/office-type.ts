import type { OfficeSourceType } from '@review/contract/office';
import { currentIntl, type MessageId } from '../../i18n/index.ts';

const OFFICE_NAMES = {
  docx: 'media.office.docx',
  pptx: 'media.office.pptx',
  xlsx: 'media.office.xlsx',
  odt: 'media.office.odt',
  odp: 'media.office.odp',
  ods: 'media.office.ods',
} satisfies Record<OfficeSourceType, MessageId>;

/** A file's type in words where it is an Office document (converted to PDF pages on the server); else its MIME type. */
export const fileTypeLabel = (fileType: string, sourceType: OfficeSourceType | undefined) =>
  sourceType ? currentIntl().formatMessage({ id: 'media.office.asPdf' }, { type: currentIntl().formatMessage({ id: OFFICE_NAMES[sourceType] }) }) : fileType;

/**
 * An Office file whose conversion has not given its pages yet: the server shows a placeholder page 1
 * until the convert-office job has the PDF, and a converted file with more pages than it has drawn is
 * rendering its pages instead.
 */
export const awaitsConversion = (variation: { page_count: number; pages: readonly unknown[]; render_state: string; media?: { source_type?: OfficeSourceType | undefined } | undefined }) =>
  variation.media?.source_type !== undefined && variation.render_state !== 'ready' && variation.pages.length >= variation.page_count;
