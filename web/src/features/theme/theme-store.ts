/** Light or dark, default light, kept in localStorage under `theme` (index.html applies it before first paint). */
export type Theme = 'light' | 'dark';

const KEY = 'theme';
const listeners = new Set<() => void>();

export function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the theme still applies to this page.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeTheme(onChange: () => void): () => void {
  listeners.add(onChange);
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    document.documentElement.classList.toggle('dark', event.newValue === 'dark');
    onChange();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', handleStorage);
  };
}
