import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api-error.ts';
import { Button } from '../../../ui/button.tsx';

/** The reply as the server sent it: status and JSON body (the spec shows the response body with the message). */
function describeReply(error: Error): string {
  if (!(error instanceof ApiError)) return `${error.name}: ${error.message}`;
  const body = { message: error.message, ...(error.code && { code: error.code }), ...(Object.keys(error.errors).length > 0 && { errors: error.errors }) };
  return `HTTP ${error.status}\n${JSON.stringify(body, null, 2)}`;
}

/** 'Error loading comments: ' and the message, the reply body folded away, and a retry. */
export function CommentsLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-2">
      <p role="alert" className="text-sm text-danger">
        {intl.formatMessage({ id: 'asset.comments.loadError' }, { message: error.message })}
      </p>
      <details className="text-xs text-muted">
        <summary className="cursor-pointer">{intl.formatMessage({ id: 'asset.comments.response' })}</summary>
        <pre className="mt-1 overflow-x-auto rounded-md bg-subtle p-2 whitespace-pre-wrap">{describeReply(error)}</pre>
      </details>
      <Button variant="secondary" size="sm" className="self-start" onClick={onRetry}>
        {intl.formatMessage({ id: 'asset.common.tryAgain' })}
      </Button>
    </div>
  );
}
