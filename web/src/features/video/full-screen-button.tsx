import { IconButton } from '../../ui/icon-button.tsx';
import { ExitFullScreenIcon, FullScreenIcon } from './video-icons.tsx';

/** Full screen on and off (F). */
export function FullScreenButton({ isFullScreen, onToggle }: { isFullScreen: boolean; onToggle: () => void }) {
  return (
    <IconButton label={isFullScreen ? 'Exit full screen (F)' : 'Full screen (F)'} aria-keyshortcuts="F" onClick={onToggle} className="size-8">
      {isFullScreen ? <ExitFullScreenIcon /> : <FullScreenIcon />}
    </IconButton>
  );
}
