import { Link } from 'react-router';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { FormattedMessage, useIntl } from 'react-intl';

export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'shell.notFound.title' }));
  return (
    <PageBody>
      <PageHeader title={intl.formatMessage({ id: 'shell.notFound.title' })} description={intl.formatMessage({ id: 'shell.notFound.description' })} />
      <p className="text-sm">
        <Link to="/" className="font-medium text-accent-text underline-offset-2 hover:underline">
          <FormattedMessage id="shell.backToDashboard" />
        </Link>
      </p>
    </PageBody>
  );
}
