/**
 * What the outbox keeps of a mail once SMTP has accepted it: who, what subject, when, and the
 * Message-ID, never the bodies. Those hold links that act as keys (a password reset, an invitation,
 * a review link, one-click unsubscribe), which a database dump or backup must not hand out again.
 */
export const SENT_MAIL_REDACTION = {
  text_body: '(sent; the body is not kept, since its links are keys)',
  html_body: null,
  headers: null,
  attachments: null,
} as const;
