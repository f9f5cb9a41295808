import { SegmentedControl } from '../../../ui/segmented-control.tsx';

export type PageScopeValue = 'all' | 'page';

const OPTIONS = [
  { value: 'all', label: 'All pages' },
  { value: 'page', label: 'This page' },
] as const;

/** On a document: list the threads of every page, or only of the page on screen. */
export function PageScope({ value, onChange }: { value: PageScopeValue; onChange: (value: PageScopeValue) => void }) {
  return <SegmentedControl label="Comments of" options={OPTIONS} value={value} onChange={onChange} />;
}
