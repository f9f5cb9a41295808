import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@review/contract/locales';
import { ifRefused } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import type { VariationRow } from '../assets/index.ts';
import { framesOfComment } from '../feedback/index.ts';
import { framesMessage } from '../notifications/index.ts';
import type { FrameImages, StoredProbe } from '../video/index.ts';
import type { ReportPage, ReportThread } from './report-input.ts';

interface VideoPagesInput {
  locale: Locale;
  frames: FrameImages;
  variation: VariationRow;
  probe: StoredProbe;
  /** The variation's label, '1A'. */
  label: string;
  threads: ReportThread[];
  /** The frame each thread is about (the first of its range), or null for the whole video. */
  threadFrames: Map<ReportThread, number | null>;
  /** The report's own folder, where the renderer process reads the pictures. */
  dir: string;
  /** Copies a stored file into that folder; null when it is no longer stored. */
  copy: (key: string) => Promise<string | null>;
}

/** Writes a video's exact frame into the report's folder; null when it cannot be decoded, and its page then says it has no rendering. */
async function writeFrame({ frames, variation, dir }: VideoPagesInput, frame: number): Promise<string | null> {
  const png = await (async () => frames.render(frames.frameSource(variation, frame), frame))().catch(ifRefused(() => null));
  if (!png) return null;
  const target = path.join(dir, `frame-${variation.id}-${frame}.png`);
  await fsp.writeFile(target, png);
  return target;
}

/**
 * The pages of a video in its report, as a document's pages: one per frame a thread starts on, whose
 * rendering is that exact frame (decoded by the renderer process and written beside the other
 * pictures), so the frame is drawn with its marks and each mark's crop is cut from it. The first
 * frame's page (the video's preview) holds the threads about the whole video, and is shown too when
 * no thread has a frame.
 */
export async function videoPagesOf(input: VideoPagesInput): Promise<ReportPage[]> {
  const { locale, variation, probe, label, threads, threadFrames, copy } = input;
  const size = { width: variation.width, height: variation.height };
  const whole = threads.filter((thread) => threadFrames.get(thread) === null);
  const starts = [...new Set(threads.flatMap((thread) => threadFrames.get(thread) ?? []))].sort((a, b) => a - b);
  const pages: ReportPage[] = [];
  if (whole.length > 0 || starts.length === 0) {
    const file = await copy(variation.preview);
    pages.push({ label: translate(locale, starts.length > 0 ? 'report.page.wholeVideo' : 'report.page.variation', { label }), ...size, rendering: file ? { path: file, ...size } : null, threads: whole });
  }
  for (const frame of starts) {
    const file = await writeFrame(input, frame);
    pages.push({
      label: translate(locale, 'report.page.frame', { label, frames: framesMessage(framesOfComment({ frame, frame_end: null }, probe))! }),
      ...size,
      rendering: file ? { path: file, ...size } : null,
      threads: threads.filter((thread) => threadFrames.get(thread) === frame),
    });
  }
  return pages;
}
