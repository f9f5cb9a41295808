import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSignedIn } from './use-signed-in.ts';

/** Renders its children only while signed in; otherwise (and as soon as the session ends in any tab) goes to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const isSignedIn = useSignedIn();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}
