import { beforeAll, describe, expect, it } from 'vitest';
import { fileTypeLabel } from './office-type.ts';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';

beforeAll(useEnglishInTests);

describe('fileTypeLabel', () => {
  it('names an Office document by its original type, and says it is shown as PDF pages', () => {
    expect(fileTypeLabel('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx')).toBe('PowerPoint presentation (PPTX), shown as PDF pages');
    expect(fileTypeLabel('application/vnd.oasis.opendocument.spreadsheet', 'ods')).toBe('OpenDocument spreadsheet (ODS), shown as PDF pages');
  });

  it('leaves any other file its MIME type', () => {
    expect(fileTypeLabel('application/pdf', undefined)).toBe('application/pdf');
  });
});
