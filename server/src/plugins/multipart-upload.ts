import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../errors.ts';

export interface BufferedUpload {
  /** The file field's bytes, or null when the request carried no file in that field. */
  file: { buffer: Buffer; filename: string; mimetype: string } | null;
  fields: Record<string, string>;
}

/**
 * Reads a small multipart form (avatars, attachments) fully into memory, within `maxBytes`.
 * Large design files stream to the blob store instead and never come through here.
 */
export async function readSmallUpload(request: FastifyRequest, fileField: string, maxBytes: number): Promise<BufferedUpload> {
  if (!request.isMultipart()) throw badRequest('The request must be multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: BufferedUpload['file'] = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
    } else if (part.fieldname === fileField && part.filename) {
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw payloadTooLarge(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
      file = { buffer, filename: part.filename, mimetype: part.mimetype };
    } else {
      part.file.resume();
    }
  }
  return { file, fields };
}
