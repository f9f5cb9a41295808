import type { BannerMedia } from '@review/contract/media';
import { useEffect, useRef, useState } from 'react';
import { fileUrl } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { BannerChecks } from './banner-checks.tsx';

/** The room the banner is scaled into: its box less the stage's padding. */
function useFitScale(width: number, height: number) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const fit = () => setScale(Math.min(1, (box.clientWidth - 32) / width, Math.max(120, box.clientHeight - 32) / height));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [width, height]);
  return { boxRef, scale: Math.max(0.1, scale) };
}

/**
 * An HTML5 banner playing as it will run: its own page in an iframe, at its size (scaled down only
 * when the screen is smaller), from its sandboxed path (`sandbox="allow-scripts"` here too, so the
 * browser gives it an opaque origin even before its headers arrive). Replay loads it afresh, so
 * its animation starts again from its first frame. Its checks sit beside it (under it on a narrow screen).
 */
export function BannerStage({ banner, title, className }: { banner: BannerMedia; title: string; className?: string }) {
  const [run, setRun] = useState(0);
  const { boxRef, scale } = useFitScale(banner.width, banner.height);
  const size = `${banner.width} × ${banner.height}`;
  return (
    <div className="flex min-w-0 flex-col gap-2 lg:flex-row xl:min-h-0 xl:flex-1">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
      <div ref={boxRef} className={`flex items-center justify-center overflow-hidden ${className ?? ''}`}>
        <div style={{ width: banner.width * scale, height: banner.height * scale }} className="shadow-md">
          <iframe
            key={run}
            title={`${title}: HTML5 banner ${size}`}
            src={fileUrl(banner.url)}
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            width={banner.width}
            height={banner.height}
            className="block origin-top-left border-0 bg-white"
            style={{ transform: scale === 1 ? undefined : `scale(${scale})` }}
          />
        </div>
      </div>
      <div className="flex items-center gap-3 text-sm text-muted">
        <Button variant="secondary" size="sm" onClick={() => setRun((count) => count + 1)}>
          Replay
        </Button>
        <span>
          HTML5 banner, {size} px{scale < 1 ? ` (shown at ${Math.round(scale * 100)}%)` : ''}
        </span>
      </div>
      </div>
      <BannerChecks checks={banner.checks} />
    </div>
  );
}
