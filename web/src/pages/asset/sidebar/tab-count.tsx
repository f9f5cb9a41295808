/** A tab's count, once known (hidden at zero). */
export function TabCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return <span className="ml-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-subtle px-1.5 text-xs text-muted tabular">{count}</span>;
}
