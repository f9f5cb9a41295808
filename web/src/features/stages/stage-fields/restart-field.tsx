import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { RestartFrom } from '@review/contract/stages';
import { RadioSegments } from '../../../ui/radio-segments.tsx';

/** Where a new version takes the review back to. */
export function RestartField({ value, onChange }: { value: RestartFrom; onChange: (value: RestartFrom) => void }) {
  const intl = useIntl();
  const labelId = useId();
  const options: { value: RestartFrom; label: string }[] = [
    { value: 'first', label: intl.formatMessage({ id: 'review.restart.first' }) },
    { value: 'changes', label: intl.formatMessage({ id: 'review.restart.changes' }) },
  ];
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium">
        {intl.formatMessage({ id: 'review.restart.label' })}
      </p>
      <div>
        <RadioSegments labelledBy={labelId} name={`${labelId}-restart`} options={options} value={value} onChange={onChange} />
      </div>
    </div>
  );
}
