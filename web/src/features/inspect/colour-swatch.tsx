import clsx from 'clsx';

/** A small square of a colour, outlined so white shows on white and black on black. Decorative: the hex beside it names it. */
export function ColourSwatch({ colour, className }: { colour: string; className?: string }) {
  return <span aria-hidden="true" className={clsx('inline-block size-3.5 shrink-0 rounded-sm ring-1 ring-gray-500/60', className)} style={{ backgroundColor: colour }} />;
}
