import { Toaster } from 'sonner';
import { useTheme } from '../features/theme/use-theme.ts';
import { useIntl } from 'react-intl';

/** Toasts (sonner), in the current theme and language (re-rendered with it, sonner reads the page's direction then). */
export function AppToaster() {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <Toaster
      theme={theme}
      position="top-center"
      richColors
      closeButton
      duration={2000}
      containerAriaLabel={intl.formatMessage({ id: 'shell.toasts' })}
      toastOptions={{ closeButtonAriaLabel: intl.formatMessage({ id: 'shell.toasts.close' }) }}
    />
  );
}
