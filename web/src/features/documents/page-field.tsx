import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';

export interface PageFieldProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/**
 * The page number as an editable field: type a number and press Enter (or leave the field) to go
 * there; Escape, or something that is not a page, puts the current page back.
 */
export function PageField({ page, pageCount, onPageChange }: PageFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const intl = useIntl();

  const commit = () => {
    const typed = Number(draft);
    if (draft !== null && Number.isInteger(typed) && typed >= 1 && typed <= pageCount && typed !== page) onPageChange(typed);
    setDraft(null);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || draft === null) return;
    event.preventDefault();
    event.stopPropagation();
    setDraft(null);
  };

  return (
    <form onSubmit={handleSubmit} className="flex items-center gap-1 px-1 text-sm text-muted tabular">
      <input
        type="text"
        inputMode="numeric"
        aria-label={intl.formatMessage({ id: 'media.pages.number' })}
        title={intl.formatMessage({ id: 'media.pages.numberRange' }, { pageCount })}
        value={draft ?? String(page)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        className="h-7 w-10 rounded border border-line bg-surface text-center text-fg tabular"
      />
      <span aria-hidden="true">/ {pageCount}</span>
    </form>
  );
}
