/**
 * Whether this browser holds a session, as the page can see it: the server sets the script-readable
 * `signedIn=1` cookie next to the httpOnly session cookie, with the same lifetime, and clears both
 * at logout. Tabs tell each other about sign-in and sign-out over a BroadcastChannel; the cookie is
 * also re-read every second, which catches expiry and changes made without a message.
 */
const COOKIE = 'signedIn';
const CHECK_EVERY_MS = 1000;

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('session');
const listeners = new Set<() => void>();

export function readSignedIn(): boolean {
  return document.cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === COOKIE && Boolean(value);
  });
}

/** Subscribe to possible changes (useSyncExternalStore compares the snapshot). */
export function subscribeSignedIn(onChange: () => void): () => void {
  listeners.add(onChange);
  channel?.addEventListener('message', onChange);
  const timer = window.setInterval(onChange, CHECK_EVERY_MS);
  return () => {
    listeners.delete(onChange);
    channel?.removeEventListener('message', onChange);
    window.clearInterval(timer);
  };
}

/** Tell this tab and every other tab that the session changed (after login or logout). */
export function announceSessionChange(): void {
  channel?.postMessage('changed');
  listeners.forEach((listener) => listener());
}

/** Forget the session on this side (used when the server says 401): drop the readable cookie and tell every tab. */
export function forgetSession(): void {
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  announceSessionChange();
}
