import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A part header's name, escaped as browsers do (WHATWG HTML's form encoding): quotes and line breaks percent-encoded. */
const escapeName = (name: string) => name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');

/**
 * The options of a typed client's call that send `form` as multipart/form-data. `form` is the body
 * the OpenAPI document describes, checked against it by the compiler; the document types a file
 * field as a string (binary), and here that string is the path of the file to send, read from disk
 * as the connection takes it and never whole in memory. Its exact length goes as Content-Length,
 * and `onSent` hears how many bytes the connection has taken so far.
 */
export function multipartForm<F extends Record<string, string | number | undefined>>(form: F, fileField: keyof F & string, size: number, onSent: (bytes: number, total: number) => void) {
  const boundary = `----review-cli-${randomBytes(12).toString('hex')}`;
  const filePath = String(form[fileField]);
  const textParts = Object.entries(form)
    .filter(([name, value]) => name !== fileField && value !== undefined)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"\r\n\r\n${value}\r\n`);
  // The server tells file types by their content, never by name or declared type.
  const fileHeader = `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(fileField)}"; filename="${escapeName(path.basename(filePath))}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const head = Buffer.from(textParts.join('') + fileHeader);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + size + tail.length;

  async function* chunks(): AsyncGenerator<Uint8Array> {
    yield head;
    for await (const chunk of fs.createReadStream(filePath)) yield chunk as Buffer;
    yield tail;
  }

  const bodySerializer = () => {
    const parts = chunks();
    let sent = 0;
    // No buffering ahead (highWaterMark 0): a chunk is read when the connection asks for it, so the count follows the socket.
    return new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const next = await parts.next();
          if (next.done) return controller.close();
          controller.enqueue(next.value);
          sent += next.value.length;
          onSent(sent, total);
        },
        async cancel() {
          await parts.return(undefined);
        },
      },
      { highWaterMark: 0 },
    );
  };

  return {
    body: form,
    bodySerializer,
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(total) },
    // Node's fetch sends a stream body only with this (not in the DOM's RequestInit type, which these types use).
    duplex: 'half' as const,
  };
}
