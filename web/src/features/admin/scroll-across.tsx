import clsx from 'clsx';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

const FADE = 'pointer-events-none absolute inset-y-0 w-10 from-surface to-transparent transition-opacity';

/**
 * A table wider than its column, made obvious: while columns are out of view a line says so, and the
 * edge they hide behind fades, on either side; the area takes the focus, so the arrow keys scroll it.
 */
export function ScrollAcross({ label, children }: { label: string; children: ReactNode }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ before: false, after: false });

  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    // One pixel of slack: scroll positions are fractional on zoomed screens.
    const measure = () => setHidden({ before: area.scrollLeft > 1, after: area.scrollLeft + area.clientWidth < area.scrollWidth - 1 });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    if (area.firstElementChild) observer.observe(area.firstElementChild);
    area.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      area.removeEventListener('scroll', measure);
    };
  }, []);

  const isCut = hidden.before || hidden.after;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      {isCut && (
        <p className="flex items-center gap-1 text-xs text-muted">
          {intl.formatMessage({ id: 'integrations.admin.scrollAcross' })}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </p>
      )}
      <div className="relative min-w-0">
        <div ref={ref} role="region" aria-label={label} tabIndex={isCut ? 0 : undefined} className="overflow-x-auto">
          {children}
        </div>
        <div aria-hidden="true" data-edge="before" className={clsx(FADE, 'start-0 bg-linear-to-r', hidden.before ? 'opacity-100' : 'opacity-0')} />
        <div aria-hidden="true" data-edge="after" className={clsx(FADE, 'end-0 bg-linear-to-l', hidden.after ? 'opacity-100' : 'opacity-0')} />
      </div>
    </div>
  );
}
