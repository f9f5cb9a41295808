import { SegmentedControl } from '../../../ui/segmented-control.tsx';
import type { ChangeFilter } from './change-filter.ts';

const OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'changed', label: 'Changed here' },
  { value: 'untouched', label: 'Untouched' },
] as const;

/** Once the newest version is compared: list every thread, or only the carried-forward ones it changed (or left alone). */
export function ChangeScope({ value, onChange }: { value: ChangeFilter; onChange: (value: ChangeFilter) => void }) {
  return <SegmentedControl label="Comments by change" options={OPTIONS} value={value} onChange={onChange} />;
}
