import { Switch } from '../../ui/switch.tsx';
import { hasSourceTimecode, setTimecodeOrigin, useTimecodeOrigin, type TimecodeScale } from './timecode-origin.ts';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * For a file with a start timecode of its own: count the timecodes shown from zero instead. The
 * choice holds for every video, chip and form in this browser; without a start timecode there is
 * nothing to switch, and nothing shows.
 */
export function TimecodeOriginSwitch({ scale }: { scale: TimecodeScale }) {
  const origin = useTimecodeOrigin();
  const intl = useIntl();
  if (!hasSourceTimecode(scale)) return null;
  return (
    <span className="flex items-center gap-1.5 text-xs whitespace-nowrap text-muted" title={intl.formatMessage({ id: 'media.video.origin.title' }, { timecode: scale.startTimecode })}>
      <Switch checked={origin === 'zero'} label={intl.formatMessage({ id: 'media.video.origin.label' })} onChange={(isZero) => setTimecodeOrigin(isZero ? 'zero' : 'source')} />
      <span aria-hidden="true">
        <FormattedMessage id="media.video.origin.short" />
      </span>
    </span>
  );
}
