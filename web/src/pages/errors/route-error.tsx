import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FormattedMessage } from 'react-intl';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback when a screen fails to render or load (inside the signed-in layout's <main>). */
export function RouteError() {
  const error = useRouteError();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 p-8">
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="shell.routeError.title" />
      </h1>
      <p className="text-danger">{describe(error)}</p>
      <p className="text-sm">
        <a href="/" className="font-medium text-accent-text underline-offset-2 hover:underline">
          <FormattedMessage id="shell.backToDashboard" />
        </a>
      </p>
    </div>
  );
}

/** The same page when nothing around it rendered. */
export function RootError() {
  return (
    <main>
      <RouteError />
    </main>
  );
}
