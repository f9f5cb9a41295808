import { CONTACTS } from './contacts.ts';
import { FormattedMessage } from 'react-intl';

/** The three contact blocks: Support, Ideas, Ambassador. */
export function ContactSupport() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {CONTACTS.map((contact) => (
        <section key={contact.title} aria-labelledby={`contact-${contact.subject}`} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-5">
          <h3 id={`contact-${contact.subject}`} className="text-base font-semibold">
            <FormattedMessage id={contact.title} />
          </h3>
          <p className="text-sm text-muted">
            <FormattedMessage id={contact.text} />
          </p>
          <a href={`mailto:${contact.email}?subject=${encodeURIComponent(contact.subject)}`} className="text-sm font-medium break-all text-accent-text underline-offset-2 hover:underline">
            {contact.email}
          </a>
          <p className="text-sm">
            <FormattedMessage id="shell.contact.subject" values={{ subject: contact.subject, strong: (chunks) => <strong>{chunks}</strong> }} />
          </p>
        </section>
      ))}
    </div>
  );
}
