import { toast } from 'sonner';
import { ApiError, describeError } from '../../lib/api-error.ts';

/**
 * A failed comment change, shown as a toast with the server's sentence (the spec only logs these;
 * a reviewer should know their reply did not go out). A 401 is left to the session guard.
 */
export function reportCommentError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast.error(describeError(error));
}
