/** Past 800 % each image pixel is at least 8 screen pixels: lines between them show where one ends. */
export const PIXEL_GRID_FROM = 8;

/** A line between every two image pixels, over the stage, once they are large enough to tell apart. */
export function PixelGrid({ scale }: { scale: number }) {
  if (scale <= PIXEL_GRID_FROM) return null;
  const line = 'rgb(128 128 128 / 0.45) 0 1px, transparent 1px';
  return (
    <div
      data-pixel-grid=""
      aria-hidden="true"
      className="pointer-events-none absolute inset-0"
      style={{ backgroundImage: `linear-gradient(to right, ${line}), linear-gradient(to bottom, ${line})`, backgroundSize: `${scale}px ${scale}px` }}
    />
  );
}
