import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedIn } from './use-signed-in.ts';

/** A path inside this app only: one leading slash, never `//host` or `/\host` (which browsers treat as another site). */
export function safeReturnPath(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : null;
}

/**
 * Where a visitor sent to /login was going: `?next=` (links such as an invitation's "Log in" set it),
 * else what RequireSession recorded, else the dashboard.
 */
export function useReturnPath(): string {
  const location = useLocation();
  const state: unknown = location.state;
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return safeReturnPath(new URLSearchParams(location.search).get('next')) ?? safeReturnPath(from) ?? '/';
}

/** `?next=` to carry through login and sign-up, or '' when there is none. */
export function useNextQuery(): string {
  const next = safeReturnPath(new URLSearchParams(useLocation().search).get('next'));
  return next ? `?next=${encodeURIComponent(next)}` : '';
}

/** Layout of /login and /sign-up: a signed-in visitor goes on to the app (also right after logging in, in every tab). */
export function PublicOnly() {
  const isSignedIn = useSignedIn();
  const returnPath = useReturnPath();
  if (isSignedIn) return <Navigate to={returnPath} replace />;
  return <Outlet />;
}
