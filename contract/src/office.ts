import { z } from 'zod';
import { OFFICE_SOURCE_TYPES } from './file-types.ts';

/** Office formats reviewed as PDF pages (converted on the server), by the original's type. */
export const OfficeSourceTypeSchema = z.enum(OFFICE_SOURCE_TYPES);
export { OFFICE_FILE_ACCEPT, OFFICE_MIME_TYPES, OFFICE_SOURCE_TYPES, officeSourceTypeOf, type OfficeSourceType } from './file-types.ts';

