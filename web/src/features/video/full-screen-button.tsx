import { IconButton } from '../../ui/icon-button.tsx';
import { ExitFullScreenIcon, FullScreenIcon } from './video-icons.tsx';
import { useIntl } from 'react-intl';

/** Full screen on and off (F). */
export function FullScreenButton({ isFullScreen, onToggle }: { isFullScreen: boolean; onToggle: () => void }) {
  const intl = useIntl();
  return (
    <IconButton label={intl.formatMessage({ id: isFullScreen ? 'media.video.fullScreen.exit' : 'media.video.fullScreen.enter' })} aria-keyshortcuts="F" onClick={onToggle} className="size-8">
      {isFullScreen ? <ExitFullScreenIcon /> : <FullScreenIcon />}
    </IconButton>
  );
}
