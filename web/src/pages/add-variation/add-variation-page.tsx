import { Link } from 'react-router';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';

export function AddVariationPage() {
  return (
    <PageBody>
      <PageHeader title="Add variation" description="Variations belong to a version of an asset." />
      <p className="text-sm">
        Open an asset from a project on your{' '}
        <Link to="/" className="font-medium text-accent-text underline-offset-2 hover:underline">
          dashboard
        </Link>{' '}
        to add a variation to one of its versions.
      </p>
    </PageBody>
  );
}
