import { OFFICE_MIME_TYPES, type OfficeSourceType } from '@review/contract/office';
import { readZipParts } from './zip-entries.ts';

/** The OOXML types by the folder of their main part. */
const OOXML_FOLDERS: [string, OfficeSourceType][] = [
  ['word/', 'docx'],
  ['ppt/', 'pptx'],
  ['xl/', 'xlsx'],
];
const ODF_TYPES = new Map(Object.entries(OFFICE_MIME_TYPES).map(([type, mime]) => [mime, type as OfficeSourceType]));

/**
 * What Office file a ZIP is by its content: OOXML has `[Content_Types].xml` and its main part's folder
 * (`word/`, `ppt/`, `xl/`); OpenDocument has `mimetype` as its first entry, naming the type. Null for
 * any other ZIP (a banner) or one that cannot be read as a ZIP.
 */
export async function officeTypeOf(filePath: string): Promise<OfficeSourceType | null> {
  const parts = await readZipParts(filePath, (name, index) => index === 0 && name === 'mimetype').catch(() => null);
  if (!parts) return null;
  const odf = parts.texts.get('mimetype');
  if (odf !== undefined) {
    const type = ODF_TYPES.get(odf.trim());
    if (type?.startsWith('od')) return type;
  }
  if (!parts.names.includes('[Content_Types].xml')) return null;
  return OOXML_FOLDERS.find(([folder]) => parts.names.some((name) => name.startsWith(folder)))?.[1] ?? null;
}
