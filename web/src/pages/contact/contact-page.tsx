import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { ContactSupport } from '../../features/support/contact-support.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ContactPage() {
  useDocumentTitle('Contact support');
  return (
    <PageBody wide>
      <PageHeader title="Contact support" description="Write to the right address and put the given word in the subject, so it reaches the right people." />
      <ContactSupport />
    </PageBody>
  );
}
