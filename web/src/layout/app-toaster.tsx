import { Toaster } from 'sonner';
import { useTheme } from '../features/theme/use-theme.ts';

/** Toasts (sonner), in the current theme. */
export function AppToaster() {
  const theme = useTheme();
  return <Toaster theme={theme} position="top-center" richColors closeButton duration={2000} />;
}
