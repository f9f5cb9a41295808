import type { Media } from '@review/contract/media';
import type { Selectable } from 'kysely';
import type { VariationRendersTable, VariationsTable } from '../../db/schema.ts';
import { AUDIO_FRAME_RATE, audioFrameCount } from '@review/contract/media';
import { officeSourceTypeOf } from '@review/contract/office';
import { readAudioProbe, readProbe, type StoredAudioProbe } from './stored-probe.ts';
import { presentBanner } from '../banners/index.ts';
import { presentWebsite } from '../websites/index.ts';

export type RenderRow = Selectable<VariationRendersTable>;

const filePath = (key: string) => `files/${key}`;

const spriteDetails = (details: string | null) => {
  const parsed = JSON.parse(details ?? '{}') as Partial<{ columns: number; rows: number; count: number; interval_ms: number; tile_width: number; tile_height: number }>;
  return { columns: parsed.columns ?? 0, rows: parsed.rows ?? 0, count: parsed.count ?? 0, interval_ms: parsed.interval_ms ?? 0, tile_width: parsed.tile_width ?? 0, tile_height: parsed.tile_height ?? 0 };
};

type MediaRow = Pick<Selectable<VariationsTable>, 'file_type' | 'width' | 'height' | 'preview' | 'video_probe' | 'render_progress' | 'page_count'>;

/**
 * A variation's `media`: what its file is and, for a video, the probe and the renders recorded so far
 * (`renders` are the variation's rows of `variation_renders`). `renderedPages` is how many of a
 * document's pages exist, for its progress.
 */
export function presentMedia(row: MediaRow, renders: RenderRow[] = [], renderedPages = 1): Media {
  const probe = readProbe(row.video_probe);
  const audio = probe ? null : readAudioProbe(row.video_probe);
  if (audio) return presentAudio(row, audio, renders);
  // A ZIP is only ever stored as an HTML5 banner; its poster is its page 1, as an image's, and once its
  // animation is recorded that recording is its video (the probe names its file), so it has a video's timeline.
  const banner = row.file_type === 'application/zip' ? presentBanner(renders.find((render) => render.kind === 'banner')) : null;
  if (!probe) {
    // An Office file is reviewed as the PDF it was converted to.
    const sourceType = officeSourceTypeOf(row.file_type);
    const isDocument = row.file_type === 'application/pdf' || sourceType !== null;
    // A website's capture is an image with its page's facts beside it.
    const website = presentWebsite(renders.find((render) => render.kind === 'website'));
    return {
      kind: isDocument ? 'document' : banner ? 'banner' : website ? 'website' : 'image',
      duration_ms: null,
      frame_rate: null,
      variable_frame_rate: false,
      frame_count: null,
      width: row.width,
      height: row.height,
      rotation: 0,
      start_timecode: null,
      has_audio: false,
      video_codec: null,
      audio_codec: null,
      sample_rate: null,
      channels: null,
      proxies: [],
      poster: null,
      sprite: null,
      waveform: null,
      frame_times: null,
      // A capture counts its breakpoints as the job reports them, as does an Office file until its PDF exists; a document its pages.
      render_progress: website || (sourceType && !renders.some((render) => render.kind === 'office-pdf')) ? row.render_progress : Math.min(100, Math.round((renderedPages / Math.max(1, row.page_count)) * 100)),
      ...(banner && { banner }),
      ...(sourceType && { source_type: sourceType }),
      ...(website && { website }),
    };
  }
  const one = (kind: string) => renders.find((render) => render.kind === kind);
  const sprite = one('sprite');
  const waveform = one('waveform');
  const frameTimes = one('frame-times');
  return {
    kind: banner ? 'banner' : 'video',
    duration_ms: Math.round(probe.duration_ms),
    frame_rate: probe.frame_rate,
    variable_frame_rate: probe.variable_frame_rate,
    frame_count: probe.frame_count,
    width: row.width,
    height: row.height,
    rotation: probe.rotation,
    start_timecode: probe.start_timecode,
    has_audio: probe.has_audio,
    video_codec: probe.video_codec,
    audio_codec: probe.audio_codec,
    // The probe keeps neither for a video's sound; the proxy plays it at 48 kHz.
    sample_rate: null,
    channels: null,
    proxies: proxiesOf(renders),
    poster: filePath(row.preview),
    sprite: sprite ? { url: filePath(sprite.blob_key), ...spriteDetails(sprite.details) } : null,
    waveform: waveform ? filePath(waveform.blob_key) : null,
    frame_times: frameTimes ? filePath(frameTimes.blob_key) : null,
    render_progress: row.render_progress,
    ...(banner && { banner }),
  };
}

const proxiesOf = (renders: RenderRow[]) =>
  renders
    .filter((render) => render.kind === 'proxy')
    .sort((a, b) => a.height - b.height)
    .map((render) => ({ height: render.height, url: filePath(render.blob_key), type: render.type }));

/** A sound file's `media`: its timeline in hundredths of a second, its rendition and waveform once rendered, its waveform's picture as the poster. */
function presentAudio(row: MediaRow, probe: StoredAudioProbe, renders: RenderRow[]): Media {
  const waveform = renders.find((render) => render.kind === 'waveform');
  return {
    kind: 'audio',
    duration_ms: Math.round(probe.duration_ms),
    frame_rate: AUDIO_FRAME_RATE,
    variable_frame_rate: false,
    frame_count: audioFrameCount(probe.duration_ms),
    width: row.width,
    height: row.height,
    rotation: 0,
    start_timecode: null,
    has_audio: true,
    video_codec: null,
    audio_codec: probe.audio_codec,
    sample_rate: probe.sample_rate,
    channels: probe.channels,
    proxies: proxiesOf(renders),
    poster: filePath(row.preview),
    sprite: null,
    waveform: waveform ? filePath(waveform.blob_key) : null,
    frame_times: null,
    render_progress: row.render_progress,
  };
}
