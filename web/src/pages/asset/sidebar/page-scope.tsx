import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/index.ts';
import { SegmentedControl } from '../../../ui/segmented-control.tsx';

export type PageScopeValue = 'all' | 'page';

const OPTIONS = [
  { value: 'all', label: 'asset.scope.allPages' },
  { value: 'page', label: 'asset.scope.thisPage' },
] as const satisfies readonly { value: PageScopeValue; label: MessageId }[];

/** On a document: list the threads of every page, or only of the page on screen. */
export function PageScope({ value, onChange }: { value: PageScopeValue; onChange: (value: PageScopeValue) => void }) {
  const intl = useIntl();
  const options = OPTIONS.map((option) => ({ value: option.value, label: intl.formatMessage({ id: option.label }) }));
  return <SegmentedControl label={intl.formatMessage({ id: 'asset.scope.pages' })} options={options} value={value} onChange={onChange} />;
}
