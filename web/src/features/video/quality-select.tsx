import type { VideoProxy } from '@review/contract/media';
import { CompactSelect } from './compact-select.tsx';
import { qualityLabel } from './proxy-choice.ts';
import { useIntl } from 'react-intl';

/** Which proxy plays, offered once there is more than one (720p, and 1080p when rendered). */
export function QualitySelect({ proxies, value, onChange }: { proxies: readonly VideoProxy[]; value: number; onChange: (height: number) => void }) {
  const intl = useIntl();
  if (proxies.length < 2) return null;
  return (
    <CompactSelect label={intl.formatMessage({ id: 'media.video.quality' })} value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {proxies.map((proxy) => (
        <option key={proxy.height} value={proxy.height}>
          {qualityLabel(proxy.height)}
        </option>
      ))}
    </CompactSelect>
  );
}
