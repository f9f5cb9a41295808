import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Variation, Version } from '@review/contract/assets';
import { formatDateTime } from '../../../features/comments/format-time.ts';
import { audioFactsOf } from '../../../features/audio/audio-facts.ts';
import { fileTypeLabel } from '../../../features/documents/office-type.ts';
import { videoFactsOf } from '../../../features/video/video-facts.ts';
import type { MessageId } from '../../../i18n/index.ts';
import { formatBytes } from '../../../lib/format.ts';

/** Facts about the version and variation on screen: file, size, dimensions (page 1's for a document), pages, a video's length, rate and codecs, uploader, note, dates. */
export function DetailsTab({ version, variation }: { version: Version | undefined; variation: Variation | undefined }) {
  const intl = useIntl();
  if (!version || !variation) return <p className="text-sm text-muted">{intl.formatMessage({ id: 'asset.details.noFile' })}</p>;
  const term = (id: MessageId) => intl.formatMessage({ id });
  const uploader = variation.user ?? version.user;
  const pages: [string, ReactNode][] = variation.page_count > 1 ? [[term('asset.details.pages'), variation.page_count]] : [];
  const video: [string, ReactNode][] = variation.media.kind === 'video' ? videoFactsOf(variation.media) : variation.media.kind === 'audio' ? audioFactsOf(variation.media) : [];
  const rows: [string, ReactNode][] = [
    [term('asset.details.version'), intl.formatMessage({ id: 'asset.details.versionValue' }, { version: version.version, variation: variation.label })],
    [term('asset.details.fileName'), <span className="break-all">{variation.file_name}</span>],
    [term('asset.details.type'), fileTypeLabel(variation.file_type, variation.media.source_type)],
    [term('asset.details.size'), formatBytes(variation.file_size)],
    // A sound's picture is its waveform, drawn at a size of the server's choosing: not a fact of the file.
    ...(variation.media.kind === 'audio' ? [] : [[term('asset.details.dimensions'), `${variation.width} × ${variation.height} px`] as [string, ReactNode]]),
    ...pages,
    ...video,
    [term('asset.details.uploadedBy'), uploader ? `${uploader.first_name} ${uploader.last_name}`.trim() : term('asset.people.formerMember')],
    [term('asset.details.note'), version.note ? <span className="whitespace-pre-wrap">{version.note}</span> : <span className="text-muted">{term('asset.details.noNote')}</span>],
    [term('asset.details.created'), <time dateTime={variation.created_at}>{formatDateTime(variation.created_at)}</time>],
    [term('asset.details.updated'), <time dateTime={version.updated_at}>{formatDateTime(version.updated_at)}</time>],
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
