import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';
import sharp from 'sharp';
import type { BlobStore } from '../blob/blob-store.ts';
import type { Db } from '../db/database.ts';
import type { InlineImage } from './outbox.ts';
import { SENT_MAIL_REDACTION } from './sent-mail.ts';

export interface Mailer {
  /** Hands the outbox's mail to SMTP; throws when SMTP refuses or cannot be reached, so the job tries again. */
  deliver(outboxId: number): Promise<void>;
}

/** Short enough that a stalled server fails the attempt well inside the job's lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** Pictures are sent as JPEG: some mail programs (Outlook) show no WebP. */
const INLINE_WIDTH = 560;

/** A video's frame as a picture (features/video/frame-images.ts); decoding happens at sending, never in the comment's transaction. */
export type FrameImage = (variationId: number, frame: number) => Promise<Buffer>;

async function readPicture(blobs: BlobStore, image: InlineImage, frameImage?: FrameImage): Promise<Buffer | null> {
  if (image.frame && frameImage) {
    const frame = await frameImage(image.frame.variation_id, image.frame.frame).catch(() => null);
    if (frame) return frame;
  }
  const found = await blobs.get(image.key);
  return found ? buffer(found.stream) : null;
}

async function readImage(blobs: BlobStore, image: InlineImage, frameImage?: FrameImage): Promise<Attachment | null> {
  const picture = await readPicture(blobs, image, frameImage);
  if (!picture) return null;
  const jpeg = await sharp(picture).resize({ width: INLINE_WIDTH, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
  return { cid: image.cid, filename: `${image.cid.split('@')[0]}.jpg`, content: jpeg, contentType: 'image/jpeg' };
}

export function createMailer(options: { db: Db; blobs: BlobStore; smtpUrl?: string; from: string; publicUrl: string; log: FastifyBaseLogger; frameImage?: FrameImage }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }) : null;
  const domain = new URL(options.publicUrl).hostname || 'localhost';

  return {
    async deliver(outboxId) {
      const row = await options.db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
      if (!row || row.sent_at) return;
      if (!transport) {
        options.log.info({ outboxId: row.id, subject: row.subject }, 'no SMTP_URL set: e-mail kept in the outbox');
        return;
      }
      // The same on every attempt, so a receiver that got it before (we died before recording it) can drop the repeat.
      const messageId = row.message_id ?? `<mail-${row.id}-${Date.parse(row.created_at)}@${domain}>`;
      const images: InlineImage[] = row.attachments ? JSON.parse(row.attachments) : [];
      const attachments = (await Promise.all(images.map((image) => readImage(options.blobs, image, options.frameImage).catch(() => null)))).filter((a): a is Attachment => a !== null);
      await transport.sendMail({
        from: options.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body !== null && { html: row.html_body }),
        headers: row.headers ? JSON.parse(row.headers) : undefined,
        messageId,
        attachments,
      });
      await options.db.updateTable('outbox').set({ sent_at: new Date().toISOString(), message_id: messageId, ...SENT_MAIL_REDACTION }).where('id', '=', row.id).execute();
    },
  };
}
