import { ApiError, describeError } from '../../../lib/api-error.ts';

export interface StagesErrorProps {
  /** What was not saved, e.g. 'Stages not saved' or 'Template not saved'. */
  title: string;
  /** The editor's own check, which the server could not tell from a choice (see findDraftProblem). */
  problem: string | null;
  error: Error | null;
}

/** Why the stages were not saved: the editor's own check, or the server's message and its per-field ones when they say more. */
export function StagesError({ title, problem, error }: StagesErrorProps) {
  if (!problem && !error) return null;
  const message = problem ?? describeError(error);
  const details = !problem && error instanceof ApiError ? [...new Set(Object.values(error.errors))].filter((detail) => detail !== message) : [];
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-lg border border-danger bg-danger-soft p-3 text-sm">
      <p className="font-semibold text-danger">{title}</p>
      <p className="break-words">{message}</p>
      {details.length > 0 && (
        <ul className="list-disc ps-5">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
