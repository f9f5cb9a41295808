import type { ReactNode } from 'react';
import type { Variation, Version } from '@review/contract/assets';
import { formatDateTime } from '../../../features/comments/format-time.ts';
import { audioFactsOf } from '../../../features/audio/audio-facts.ts';
import { fileTypeLabel } from '../../../features/documents/office-type.ts';
import { videoFactsOf } from '../../../features/video/video-facts.ts';
import { formatBytes } from '../../../lib/format.ts';

/** Facts about the version and variation on screen: file, size, dimensions (page 1's for a document), pages, a video's length, rate and codecs, uploader, note, dates. */
export function DetailsTab({ version, variation }: { version: Version | undefined; variation: Variation | undefined }) {
  if (!version || !variation) return <p className="text-sm text-muted">No file yet — add a version to see its details.</p>;
  const uploader = variation.user ?? version.user;
  const pages: [string, ReactNode][] = variation.page_count > 1 ? [['Pages', variation.page_count]] : [];
  const video: [string, ReactNode][] = variation.media.kind === 'video' ? videoFactsOf(variation.media) : variation.media.kind === 'audio' ? audioFactsOf(variation.media) : [];
  const rows: [string, ReactNode][] = [
    ['Version', `Version ${version.version} · variation ${variation.label}`],
    ['File name', <span className="break-all">{variation.file_name}</span>],
    ['Type', fileTypeLabel(variation.file_type, variation.media.source_type)],
    ['Size', formatBytes(variation.file_size)],
    // A sound's picture is its waveform, drawn at a size of the server's choosing: not a fact of the file.
    ...(variation.media.kind === 'audio' ? [] : [['Dimensions', `${variation.width} × ${variation.height} px`] as [string, ReactNode]]),
    ...pages,
    ...video,
    ['Uploaded by', uploader ? `${uploader.first_name} ${uploader.last_name}`.trim() : 'Former member'],
    ['Note', version.note ? <span className="whitespace-pre-wrap">{version.note}</span> : <span className="text-muted">No note</span>],
    ['Created', <time dateTime={variation.created_at}>{formatDateTime(variation.created_at)}</time>],
    ['Updated', <time dateTime={version.updated_at}>{formatDateTime(version.updated_at)}</time>],
  ];
  return (
    <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 break-words tabular">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
