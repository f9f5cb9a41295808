import { useId } from 'react';
import type { CompareChoice } from './compare-choices.ts';

/** Picks side A or B of a comparison. */
export function VariationSelect({ label, choices, value, onChange }: { label: string; choices: readonly CompareChoice[]; value: number; onChange: (variationId: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} className="h-8 rounded-md border border-line bg-surface px-2 text-sm text-fg">
        {choices.map((choice) => (
          <option key={choice.variation.id} value={choice.variation.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
