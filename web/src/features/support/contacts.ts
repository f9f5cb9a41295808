/** Where users write to. Each instance sets its own addresses at build time (VITE_* variables). */
export const CONTACTS = [
  {
    title: 'Support',
    text: 'Something not working, or a question about your account?',
    email: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@example.com',
    subject: 'Support',
  },
  {
    title: 'Ideas',
    text: 'Missing a feature, or have an idea that would make reviews easier?',
    email: import.meta.env.VITE_IDEAS_EMAIL ?? 'ideas@example.com',
    subject: 'Idea',
  },
  {
    title: 'Ambassador',
    text: 'Want to represent the platform in your community as a brand ambassador?',
    email: import.meta.env.VITE_AMBASSADOR_EMAIL ?? 'ambassador@example.com',
    subject: 'Ambassador',
  },
] as const;

export const COMMUNITY_URL = import.meta.env.VITE_COMMUNITY_URL ?? 'https://github.com/';
