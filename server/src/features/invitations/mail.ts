import type { OutgoingMail } from '../../mail/outbox.ts';

/** Keeps user-chosen text on one line in a subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The e-mail an invitee receives, with the link to accept. */
export function composeInvitationMail(invitation: {
  email: string;
  role: string;
  message: string | null;
  projectName: string;
  inviterName: string;
  link: string;
}): OutgoingMail {
  const lines = [
    `${invitation.inviterName} invited you to join the project "${invitation.projectName}" as ${invitation.role}.`,
    '',
    ...(invitation.message ? [`Their message:`, invitation.message, ''] : []),
    `Open this link to accept: ${invitation.link}`,
    '',
    `No account yet? Sign up with ${invitation.email}, then open the link again.`,
  ];
  return {
    to: invitation.email,
    subject: oneLine(`${invitation.inviterName} invited you to ${invitation.projectName}`),
    text: lines.join('\n'),
  };
}
