import { IconButton } from '../../ui/icon-button.tsx';
import { MoonIcon, SunIcon } from '../../ui/icons.tsx';
import { setTheme } from './theme-store.ts';
import { useTheme } from './use-theme.ts';
import { useIntl } from 'react-intl';

export function ThemeToggle() {
  const theme = useTheme();
  const isDark = theme === 'dark';
  const intl = useIntl();
  return (
    <IconButton label={intl.formatMessage({ id: isDark ? 'shell.theme.light' : 'shell.theme.dark' })} onClick={() => setTheme(isDark ? 'light' : 'dark')}>
      {isDark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
