import { useState } from 'react';

const KEY = 'review-guest';

export interface GuestIdentity {
  name: string;
  email: string;
}

/** Whether both are filled in (the server checks the address). */
export function hasIdentity(identity: GuestIdentity): boolean {
  return identity.name.trim() !== '' && identity.email.trim() !== '';
}

function readStored(): GuestIdentity {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<GuestIdentity>;
    return { name: typeof stored.name === 'string' ? stored.name : '', email: typeof stored.email === 'string' ? stored.email : '' };
  } catch {
    return { name: '', email: '' };
  }
}

/** The name and address a guest comments under, remembered in this browser once a comment went through. */
export function useGuestIdentity() {
  const [identity, setIdentity] = useState(readStored);
  const remember = () => localStorage.setItem(KEY, JSON.stringify(identity));
  return { identity, setIdentity, remember };
}
