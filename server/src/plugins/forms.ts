import type { FastifySchema } from 'fastify';
import { DESIGN_FILE_TYPES } from '@review/contract/assets';
import type { z } from 'zod';

/** A file field of a multipart form, as the API document shows it. */
export interface FormFile {
  description: string;
  required?: boolean;
  /** Several files, each a part under this one name. */
  multiple?: boolean;
}

/**
 * A form read by its handler (multipart parts are streamed, so Fastify never validates them): what the
 * API document shows of it. The handler checks the text fields with the same contract schema.
 */
export interface Form {
  /** The text fields. */
  fields: z.ZodType;
  files: Record<string, FormFile>;
  /** The text fields are also taken as a JSON body, without files. */
  json?: boolean;
  /** Files stream to disk as they arrive, so a full disk answers 507. */
  toDisk?: boolean;
}

declare module 'fastify' {
  interface FastifySchema {
    /** Documentation only (server/src/openapi): the form the handler reads itself. */
    form?: Form;
  }
}

export function multipartForm(form: Form): Pick<FastifySchema, 'consumes' | 'form'> {
  return { consumes: form.json ? ['application/json', 'multipart/form-data'] : ['multipart/form-data'], form };
}

/** The design-upload routes' form: the route's text fields and the file under `design_file`. */
export const designUploadForm = (fields: z.ZodType) =>
  multipartForm({
    fields,
    toDisk: true,
    files: {
      design_file: {
        required: true,
        description: `The design file (${DESIGN_FILE_TYPES.join(', ')}; its type is read from its content), up to the server's MAX_UPLOAD_MB (500 MB unless set).`,
      },
    },
  });
