import { Link } from 'react-router';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <PageBody>
      <PageHeader title="Page not found" description="There is nothing at this address." />
      <p className="text-sm">
        <Link to="/" className="font-medium text-accent-text underline-offset-2 hover:underline">
          Back to the dashboard
        </Link>
      </p>
    </PageBody>
  );
}
