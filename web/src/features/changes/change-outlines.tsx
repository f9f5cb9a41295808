import type { ChangedRegion } from '@review/contract/changes';
import type { ImageSize } from '../../annotate/geometry.ts';
import { stageBoxOf } from './change-box.ts';
import { FormattedMessage, useIntl } from 'react-intl';

export interface ChangeOutlinesProps {
  /** The boxes of the page shown, in its image pixels. */
  regions: readonly ChangedRegion[];
  /** The size of the page the boxes were found on (the new version's). */
  page: ImageSize;
}

/**
 * The changed boxes outlined over the stage; they never take the pointer, so drawing and markers work
 * through them. A dashed magenta, a colour the spec gives no other meaning, with a dark halo that keeps
 * it visible on light and dark designs alike.
 */
export function ChangeOutlines({ regions, page }: ChangeOutlinesProps) {
  const intl = useIntl();
  return (
    <ul aria-label={intl.formatMessage({ id: 'media.changes.outlines' })} className="pointer-events-none absolute inset-0">
      {regions.map((region, index) => {
        const box = stageBoxOf(region, page);
        return (
          <li
            key={`${region.page}-${region.x}-${region.y}-${index}`}
            data-change-box=""
            className="absolute rounded-[2px] border-2 border-dashed border-[#ff00aa] shadow-[0_0_0_1px_rgb(0_0_0/0.55)]"
            style={{ left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%` }}
          >
            <span className="sr-only">
              <FormattedMessage id="media.changes.outline" values={{ number: index + 1, width: region.width, height: region.height, x: region.x, y: region.y }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
