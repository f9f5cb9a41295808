import type { Plan } from '@review/contract/plans';
import { planLimits } from './plan-pricing.ts';

/** The plan's limits as a definition list. */
export function PlanLimits({ plan }: { plan: Plan }) {
  return (
    <dl className="divide-y divide-line text-sm">
      {planLimits(plan).map((limit) => (
        <div key={limit.label} className="flex justify-between gap-4 py-2">
          <dt className="text-muted">{limit.label}</dt>
          <dd className="font-medium tabular">{limit.value}</dd>
        </div>
      ))}
    </dl>
  );
}
