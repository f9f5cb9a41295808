import { useIntl } from 'react-intl';
import type { ReviewRule } from '@review/contract/reviews';
import { SelectField } from '../../ui/select-field.tsx';
import { RULE_LABELS } from './review-labels.ts';

/** The rule a review (or one stage of it) is decided by. */
export function RuleField({ value, hint, onChange }: { value: ReviewRule; hint: string; onChange: (rule: ReviewRule) => void }) {
  const intl = useIntl();
  return (
    <SelectField label={intl.formatMessage({ id: 'review.rule.label' })} value={value} onChange={(event) => onChange(event.target.value as ReviewRule)} hint={hint}>
      {(Object.keys(RULE_LABELS) as ReviewRule[]).map((rule) => (
        <option key={rule} value={rule}>
          {RULE_LABELS[rule]}
        </option>
      ))}
    </SelectField>
  );
}
