import { useIntl } from 'react-intl';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { ContactSupport } from '../../features/support/contact-support.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ContactPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.contact.title' });
  useDocumentTitle(title);
  return (
    <PageBody wide>
      <PageHeader title={title} description={intl.formatMessage({ id: 'account.contact.description' })} />
      <ContactSupport />
    </PageBody>
  );
}
