import clsx from 'clsx';

/** Backgrounds that keep white initials readable (contrast ≥ 4.5:1). */
const COLOURS = ['#b42318', '#b54708', '#027a48', '#026aa2', '#5925dc', '#c11574', '#3538cd', '#0e7090', '#4d5761'];

function pickColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? COLOURS[0]!;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

const SIZES = { xs: 'size-6 text-[10px]', sm: 'size-7 text-xs', md: 'size-9 text-sm', lg: 'size-20 text-2xl' } as const;

export interface AvatarProps {
  /** Full name: gives the initials and the (stable) colour. */
  name: string;
  /** URL of an uploaded picture, shown instead of the initials. */
  src?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}

/** Initials on a colour derived from the name, or the uploaded picture. Decorative: the name is shown or labelled nearby. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const classes = clsx('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold text-white select-none', SIZES[size], className);
  if (src) return <img src={src} alt="" className={clsx(classes, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={classes} style={{ backgroundColor: pickColour(name) }}>
      {initialsOf(name)}
    </span>
  );
}
