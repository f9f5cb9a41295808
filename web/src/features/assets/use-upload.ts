import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';
import { projectsKey } from '../projects/projects-key.ts';
import { assetsKey } from './assets-keys.ts';

/**
 * A multipart upload to `path` as a mutation, with its progress in percent (null when none runs).
 * Unmounting (the dialog closes) cancels it. On success every asset query is refreshed (and the
 * projects, whose storage and asset counts changed).
 */
export function useUpload<T>(path: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);
  const mutation = useMutation({
    mutationFn: (form: FormData) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setProgress(0);
      return uploadWithProgress<T>(path, form, setProgress, { signal: controller.signal });
    },
    onSettled: () => setProgress(null),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectsKey });
      return queryClient.invalidateQueries({ queryKey: assetsKey });
    },
  });
  return { ...mutation, progress };
}
