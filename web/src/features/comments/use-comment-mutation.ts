import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { invalidateAfterCommentChange } from './comment-keys.ts';
import { reportCommentError } from './report-comment-error.ts';

/**
 * A change to the comments of an asset: a failure shows the server's message as a toast (after the
 * caller's own `onError`, e.g. a rollback), and once settled the comments, asset and history refresh.
 */
export function useCommentMutation<TVariables, TData = unknown, TContext = unknown>(
  assetId: number,
  { onError, onSettled, ...options }: UseMutationOptions<TData, Error, TVariables, TContext>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables, TContext>({
    ...options,
    onError: (error, variables, context, mutation) => {
      onError?.(error, variables, context, mutation);
      reportCommentError(error);
    },
    onSettled: async (data, error, variables, context, mutation) => {
      await onSettled?.(data, error, variables, context, mutation);
      await invalidateAfterCommentChange(queryClient, assetId);
    },
  });
}
