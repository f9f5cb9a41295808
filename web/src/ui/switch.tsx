import clsx from 'clsx';
import type { ComponentProps } from 'react';

export interface SwitchProps extends Omit<ComponentProps<'button'>, 'onChange'> {
  checked: boolean;
  /** Names the switch for screen readers when no visible label points at it. */
  label: string;
  onChange: (checked: boolean) => void;
}

/** An on/off switch that takes effect at once (a checkbox belongs in a form that is saved). */
export function Switch({ checked, label, onChange, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      onClick={() => onChange(!checked)}
      className={clsx(
        'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-accent' : 'bg-line',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className={clsx('inline-block size-4 rounded-full bg-white shadow-sm transition-transform', checked ? 'translate-x-4' : 'translate-x-0')} />
    </button>
  );
}
