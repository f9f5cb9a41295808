import { PageScope, type PageScopeValue } from './page-scope.tsx';
import { VariationScope } from './variation-scope.tsx';

export interface ThreadScopeProps {
  isAllVariations: boolean;
  onAllVariationsChange: (value: boolean) => void;
  /** Null unless a document is on screen. */
  pageScope: PageScopeValue | null;
  onPageScopeChange: (value: PageScopeValue) => void;
}

/** Which threads the Comments and Resolved tabs list: of this variation or all, and on a document of all pages or this one. */
export function ThreadScope({ isAllVariations, onAllVariationsChange, pageScope, onPageScopeChange }: ThreadScopeProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
      {pageScope && <PageScope value={pageScope} onChange={onPageScopeChange} />}
      <VariationScope checked={isAllVariations} onChange={onAllVariationsChange} />
    </div>
  );
}
