import { toast } from 'sonner';

/** Copies a link to hand out; where the clipboard is refused, shows it to copy by hand. */
export async function copyLink(link: string, promptTitle: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast.success('Link copied');
  } catch {
    window.prompt(promptTitle, link);
  }
}
