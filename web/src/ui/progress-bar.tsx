/** A labelled bar with the percentage written beside it (uploads). */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-center gap-3">
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="h-2 flex-1 overflow-hidden rounded-full bg-subtle">
        <div className="h-full rounded-full bg-accent transition-[width] duration-150" style={{ width: `${value}%` }} />
      </div>
      <span className="tabular w-10 text-right text-sm font-medium" aria-hidden="true">
        {value}%
      </span>
    </div>
  );
}
