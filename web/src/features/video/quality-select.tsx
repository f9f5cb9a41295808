import type { VideoProxy } from '@review/contract/media';
import { CompactSelect } from './compact-select.tsx';
import { qualityLabel } from './proxy-choice.ts';

/** Which proxy plays, offered once there is more than one (720p, and 1080p when rendered). */
export function QualitySelect({ proxies, value, onChange }: { proxies: readonly VideoProxy[]; value: number; onChange: (height: number) => void }) {
  if (proxies.length < 2) return null;
  return (
    <CompactSelect label="Quality" value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {proxies.map((proxy) => (
        <option key={proxy.height} value={proxy.height}>
          {qualityLabel(proxy.height)}
        </option>
      ))}
    </CompactSelect>
  );
}
