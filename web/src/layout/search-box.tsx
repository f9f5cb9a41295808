import clsx from 'clsx';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../ui/icons.tsx';

/** Search of the workspace: Enter opens the dashboard with `?q=`. */
export function SearchBox({ className }: { className?: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.get('q') ?? '';
  const [value, setValue] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setValue(query);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    void navigate(trimmed ? `/?q=${encodeURIComponent(trimmed)}` : '/');
  }

  return (
    <form role="search" onSubmit={handleSubmit} className={clsx('relative', className)}>
      <label htmlFor="workspace-search" className="sr-only">
        Search projects and assets
      </label>
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted">
        <SearchIcon />
      </span>
      <input
        id="workspace-search"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="search in project workspace"
        className="h-9 w-full rounded-md border border-line bg-page pr-3 pl-9 text-sm text-fg placeholder:text-muted"
      />
    </form>
  );
}
