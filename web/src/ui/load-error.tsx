import { Button } from './button.tsx';
import { FormattedMessage } from 'react-intl';

/** A failed load: the error line and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="text-danger">
        {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <FormattedMessage id="shell.tryAgain" />
      </Button>
    </div>
  );
}
