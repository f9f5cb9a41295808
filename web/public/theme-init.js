/* global localStorage, document */
// Applies the stored theme before first paint (a classic script, so the page's CSP needs no exception).
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch {
  // Storage unavailable: stay light.
}
