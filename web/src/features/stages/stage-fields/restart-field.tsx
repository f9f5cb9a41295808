import { useId } from 'react';
import type { RestartFrom } from '@review/contract/stages';
import { RadioSegments } from '../../../ui/radio-segments.tsx';

const OPTIONS: { value: RestartFrom; label: string }[] = [
  { value: 'first', label: 'Stage 1' },
  { value: 'changes', label: 'The stage that asked for changes' },
];

/** Where a new version takes the review back to. */
export function RestartField({ value, onChange }: { value: RestartFrom; onChange: (value: RestartFrom) => void }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium">
        A new version restarts at
      </p>
      <div>
        <RadioSegments labelledBy={labelId} name={`${labelId}-restart`} options={OPTIONS} value={value} onChange={onChange} />
      </div>
    </div>
  );
}
