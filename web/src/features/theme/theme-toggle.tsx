import { IconButton } from '../../ui/icon-button.tsx';
import { MoonIcon, SunIcon } from '../../ui/icons.tsx';
import { setTheme } from './theme-store.ts';
import { useTheme } from './use-theme.ts';

export function ThemeToggle() {
  const theme = useTheme();
  const isDark = theme === 'dark';
  return (
    <IconButton label={isDark ? 'Switch to light theme' : 'Switch to dark theme'} onClick={() => setTheme(isDark ? 'light' : 'dark')}>
      {isDark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
