/** A tab's count, once known; hidden at zero, and where the sidebar is too narrow for four tabs with counts. */
export function TabCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return <span className="ms-1 hidden @sm:inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-subtle px-1.5 text-xs text-muted tabular">{count}</span>;
}
