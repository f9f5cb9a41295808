import type { Locale } from '@review/contract/locales';
import { translate } from '../../i18n/messages.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';

/** Keeps user-chosen text on one line in a subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The e-mail an invitee receives, with the link to accept, in `locale` (invitations/service.ts says whose). */
export function composeInvitationMail(
  invitation: {
    email: string;
    role: string;
    message: string | null;
    projectName: string;
    inviterName: string;
    link: string;
  },
  locale: Locale,
): OutgoingMail {
  const names = { inviter: invitation.inviterName, project: invitation.projectName };
  const lines = [
    translate(locale, 'mail.invitation.intro', { ...names, role: invitation.role }),
    '',
    ...(invitation.message ? [translate(locale, 'mail.invitation.message'), invitation.message, ''] : []),
    translate(locale, 'mail.invitation.accept', { link: invitation.link }),
    '',
    translate(locale, 'mail.invitation.signUp', { email: invitation.email }),
  ];
  return {
    to: invitation.email,
    subject: oneLine(translate(locale, 'mail.invitation.subject', names)),
    text: lines.join('\n'),
  };
}
