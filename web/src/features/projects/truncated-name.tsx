import { truncateName } from './project-format.ts';

/** A name cut at `max` characters with '...' on screen, read in full by screen readers (and shown in full on hover). */
export function TruncatedName({ name, max }: { name: string; max: number }) {
  const shown = truncateName(name, max);
  if (shown === name) return name;
  return (
    <span title={name}>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{name}</span>
    </span>
  );
}
