import type { ReactNode } from 'react';

/** Line icons of the player; whatever holds them carries the accessible name. */
function Icon({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const PlayIcon = () => <Icon size={20}><path d="M7 4.5v15l12-7.5-12-7.5Z" fill="currentColor" /></Icon>;
export const PauseIcon = () => <Icon size={20}><path d="M7 4.5h3.5v15H7zM13.5 4.5H17v15h-3.5z" fill="currentColor" /></Icon>;
export const PreviousFrameIcon = () => <Icon><path d="M6 5v14" /><path d="M18 6v12l-9-6 9-6Z" /></Icon>;
export const NextFrameIcon = () => <Icon><path d="M18 5v14" /><path d="M6 6v12l9-6-9-6Z" /></Icon>;
export const LoopInIcon = () => <Icon><path d="M8 5H5v14h3" /><path d="M11 12h9M16 8l4 4-4 4" /></Icon>;
export const LoopOutIcon = () => <Icon><path d="M16 5h3v14h-3" /><path d="M4 12h9M9 8l4 4-4 4" /></Icon>;
export const ClearLoopIcon = () => <Icon size={16}><path d="M18 6 6 18M6 6l12 12" /></Icon>;
export const SoundIcon = () => <Icon><path d="M4 9v6h4l5 4V5L8 9H4Z" /><path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" /></Icon>;
export const MutedIcon = () => <Icon><path d="M4 9v6h4l5 4V5L8 9H4Z" /><path d="m17 9 5 6M22 9l-5 6" /></Icon>;
export const FullScreenIcon = () => <Icon><path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" /></Icon>;
export const ExitFullScreenIcon = () => <Icon><path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" /></Icon>;
