import { toast } from 'sonner';
import { currentIntl } from '../i18n/index.ts';

/** Copies a link to hand out; where the clipboard is refused, shows it to copy by hand. */
export async function copyLink(link: string, promptTitle: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast.success(currentIntl().formatMessage({ id: 'shell.linkCopied' }));
  } catch {
    window.prompt(promptTitle, link);
  }
}
