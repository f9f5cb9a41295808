import { Switch } from '../../ui/switch.tsx';
import { hasSourceTimecode, setTimecodeOrigin, useTimecodeOrigin, type TimecodeScale } from './timecode-origin.ts';

/**
 * For a file with a start timecode of its own: count the timecodes shown from zero instead. The
 * choice holds for every video, chip and form in this browser; without a start timecode there is
 * nothing to switch, and nothing shows.
 */
export function TimecodeOriginSwitch({ scale }: { scale: TimecodeScale }) {
  const origin = useTimecodeOrigin();
  if (!hasSourceTimecode(scale)) return null;
  return (
    <span className="flex items-center gap-1.5 text-xs whitespace-nowrap text-muted" title={`Source timecode starts at ${scale.startTimecode}`}>
      <Switch checked={origin === 'zero'} label="Count timecode from zero" onChange={(isZero) => setTimecodeOrigin(isZero ? 'zero' : 'source')} />
      <span aria-hidden="true">From 0</span>
    </span>
  );
}
