import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedIn } from './use-signed-in.ts';

/** Where a visitor sent to /login was going (RequireSession records it). */
export function useReturnPath(): string {
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') ? from : '/';
}

/** Layout of /login and /sign-up: a signed-in visitor goes on to the app (also right after logging in, in every tab). */
export function PublicOnly() {
  const isSignedIn = useSignedIn();
  const returnPath = useReturnPath();
  if (isSignedIn) return <Navigate to={returnPath} replace />;
  return <Outlet />;
}
