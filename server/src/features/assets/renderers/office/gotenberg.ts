import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { OfficeSourceType } from '@review/contract/office';
import { looksLikePdf } from '../pdf.ts';
import { RenderRefusal } from '../refusal.ts';
import { OFFICE_CONVERTER_FAILED, OFFICE_DAMAGED, officeTooSlow } from './refusals.ts';
import type { OfficeSettings } from './settings.ts';

/**
 * Converts an Office file to PDF with a Gotenberg service (`OFFICE_CONVERTER_URL`): the file posted to
 * its LibreOffice route as `files`, within the conversion's time limit. Gotenberg refuses a file it
 * cannot convert with a 4xx; anything else that is not a PDF means the service failed, not the file.
 * Answers the PDF's path in `outDir`.
 */
export async function convertWithGotenberg(input: string, type: OfficeSourceType, outDir: string, { converterUrl, timeoutMs }: OfficeSettings): Promise<string> {
  const form = new FormData();
  form.append('files', await fs.openAsBlob(input), `document.${type}`);
  const response = await fetch(`${converterUrl}/forms/libreoffice/convert`, { method: 'POST', body: form, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) }).catch((error: unknown) => {
    throw new RenderRefusal((error as Error)?.name === 'TimeoutError' ? officeTooSlow(timeoutMs / 1000) : OFFICE_CONVERTER_FAILED);
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new RenderRefusal(response.status >= 400 && response.status < 500 ? OFFICE_DAMAGED : OFFICE_CONVERTER_FAILED);
  }
  const pdf = path.join(outDir, `${randomUUID()}.pdf`);
  try {
    await pipeline(response.body, fs.createWriteStream(pdf, { flags: 'wx' }));
    if (!(await looksLikePdf(pdf))) throw new RenderRefusal(OFFICE_CONVERTER_FAILED);
    return pdf;
  } catch (error) {
    await fsp.rm(pdf, { force: true });
    throw error instanceof RenderRefusal ? error : new RenderRefusal((error as Error)?.name === 'TimeoutError' ? officeTooSlow(timeoutMs / 1000) : OFFICE_CONVERTER_FAILED);
  }
}
