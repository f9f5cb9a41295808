import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/index.ts';
import { SegmentedControl } from '../../../ui/segmented-control.tsx';
import type { ChangeFilter } from './change-filter.ts';

const OPTIONS = [
  { value: 'all', label: 'asset.scope.all' },
  { value: 'changed', label: 'asset.change.changed' },
  { value: 'untouched', label: 'asset.change.untouched' },
] as const satisfies readonly { value: ChangeFilter; label: MessageId }[];

/** Once the newest version is compared: list every thread, or only the carried-forward ones it changed (or left alone). */
export function ChangeScope({ value, onChange }: { value: ChangeFilter; onChange: (value: ChangeFilter) => void }) {
  const intl = useIntl();
  const options = OPTIONS.map((option) => ({ value: option.value, label: intl.formatMessage({ id: option.label }) }));
  // A longer language's three choices scroll sideways on a phone rather than leave the sidebar.
  return (
    <div className="max-w-full overflow-x-auto">
      <SegmentedControl label={intl.formatMessage({ id: 'asset.scope.change' })} options={options} value={value} onChange={onChange} />
    </div>
  );
}
