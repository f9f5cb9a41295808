import fsp from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { ReceivedFile } from '../blob/blob-store.ts';
import { FileTooLargeError, receiveToTempFile } from '../blob/receive-file.ts';
import { badRequest, payloadTooLarge } from '../errors.ts';
import { multipartReadError } from './multipart-upload.ts';

export interface DesignUpload {
  /** The streamed file, on local disk until the blob store takes it; null when none was sent. */
  file: (ReceivedFile & { filename: string }) | null;
  fields: Record<string, string>;
  /** Removes the temp file if nobody took it; safe to call twice. */
  discard: () => Promise<void>;
}

/**
 * Reads a multipart form whose one file (`fileField`) may be very large: the file streams to a temp
 * file while hashed, text fields are collected whatever their order (the spec's client sends
 * `variation_name` after the file).
 */
export async function readDesignUpload(
  request: FastifyRequest,
  fileField: string,
  tmpDir: string,
  maxBytes: number,
  onFile?: (part: { filename: string; mimetype: string }) => void,
): Promise<DesignUpload> {
  if (!request.isMultipart()) throw badRequest('multipart_required');
  const fields: Record<string, string> = {};
  let file: DesignUpload['file'] = null;
  const discard = async () => {
    if (file) await fsp.rm(file.path, { force: true });
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes + 1, files: 1, fields: 20 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === fileField && part.filename && !file) {
        onFile?.(part);
        const received = await receiveToTempFile(part.file, tmpDir, maxBytes);
        file = { ...received, filename: part.filename };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    await discard();
    const tooLarge = payloadTooLarge('upload_too_large', { max: Math.round(maxBytes / 1024 / 1024) });
    throw error instanceof FileTooLargeError ? tooLarge : multipartReadError(error, tooLarge);
  }
  return { file, fields, discard };
}
