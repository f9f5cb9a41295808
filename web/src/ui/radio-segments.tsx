import clsx from 'clsx';

export interface RadioSegmentsProps<T extends string> {
  /** The id of the visible text that names the group, e.g. what the choice is about. */
  labelledBy: string;
  /** Shared by the group's radios; unique in the form. */
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * One choice of a few, as a row of segments (two by two on phones, where four do not fit a row).
 * Radios, unlike SegmentedControl's toggle buttons: the group is one Tab stop and the arrow keys
 * move the choice, so a form of many of them stays quick by keyboard.
 */
export function RadioSegments<T extends string>({ labelledBy, name, options, value, onChange }: RadioSegmentsProps<T>) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid w-full grid-cols-2 rounded-md border border-line bg-subtle p-0.5 sm:inline-flex sm:w-auto">
      {options.map((option) => (
        <label
          key={option.value}
          className={clsx(
            // Two by two on a phone, a longer language's label wraps between its words rather than being cut off.
            'relative flex min-h-8 min-w-0 cursor-pointer items-center justify-center rounded-[5px] px-3 py-1 text-center text-sm leading-tight font-medium sm:whitespace-nowrap transition-colors',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
            option.value === value ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} className="absolute inset-0 cursor-pointer appearance-none rounded-[5px] opacity-0" />
          {option.label}
        </label>
      ))}
    </div>
  );
}
