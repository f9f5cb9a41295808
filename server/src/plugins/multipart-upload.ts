import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, payloadTooLarge } from '../errors.ts';

export interface BufferedFile {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

export interface BufferedUpload {
  /** Files sent under one of the accepted field names, in order. */
  files: BufferedFile[];
  /** Text fields; a name ending in `[]` collects every value under the name without the brackets. */
  fields: Record<string, string | string[]>;
}

/**
 * What a failure while reading multipart parts means to the client. The parser's own errors (a cut or
 * malformed body) carry no status, so they would otherwise answer 500; they are the client's, so 400.
 * Our errors, the framework's 4xx and system errors (a full disk) keep their meaning.
 */
export function multipartReadError(error: unknown, tooLarge: AppError): unknown {
  const { code, statusCode, syscall } = error as { code?: string; statusCode?: number; syscall?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge;
  if (error instanceof AppError || (statusCode && statusCode < 500) || syscall) return error;
  return badRequest('multipart_malformed');
}

/**
 * Reads a small multipart form (avatars, comment attachments) fully into memory, each file within
 * `maxBytes`. Large design files stream to disk instead and never come through here.
 */
export async function readSmallUpload(
  request: FastifyRequest,
  fileFields: readonly string[],
  { maxBytes, maxFiles = 1 }: { maxBytes: number; maxFiles?: number },
): Promise<BufferedUpload> {
  if (!request.isMultipart()) throw badRequest('multipart_required');
  const fields: Record<string, string | string[]> = {};
  const files: BufferedFile[] = [];
  const tooLarge = payloadTooLarge('attachment_too_large', { max: Math.round(maxBytes / 1024 / 1024) });
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles, fields: 30 } })) {
      if (part.type === 'field') {
        const listName = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : null;
        if (listName) fields[listName] = [...((fields[listName] as string[] | undefined) ?? []), String(part.value)];
        else fields[part.fieldname] = String(part.value);
      } else if (fileFields.includes(part.fieldname) && part.filename) {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge;
        files.push({ buffer, filename: part.filename, mimetype: part.mimetype });
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    throw multipartReadError(error, tooLarge);
  }
  return { files, fields };
}
