import type { MessageId } from '../../i18n/index.ts';

/**
 * Where users write to. Each instance sets its own addresses at build time (VITE_* variables). The
 * subject is a keyword the team's inbox sorts by, so it stays the same in every language.
 */
export const CONTACTS = [
  {
    title: 'shell.contact.support',
    text: 'shell.contact.support.text',
    email: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@example.com',
    subject: 'Support',
  },
  {
    title: 'shell.contact.ideas',
    text: 'shell.contact.ideas.text',
    email: import.meta.env.VITE_IDEAS_EMAIL ?? 'ideas@example.com',
    subject: 'Idea',
  },
  {
    title: 'shell.contact.ambassador',
    text: 'shell.contact.ambassador.text',
    email: import.meta.env.VITE_AMBASSADOR_EMAIL ?? 'ambassador@example.com',
    subject: 'Ambassador',
  },
] as const satisfies readonly { title: MessageId; text: MessageId; email: string; subject: string }[];

export const COMMUNITY_URL = import.meta.env.VITE_COMMUNITY_URL ?? 'https://github.com/';
