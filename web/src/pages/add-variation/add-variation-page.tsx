import { useSearchParams } from 'react-router';
import { PageBody, PageHeader, Section } from '../../layout/page-header.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { VariationsManager } from '../../features/assets/variations-manager.tsx';
import { VersionPicker, type VersionChoice } from './version-picker.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const NAMES = ['project', 'asset', 'version'] as const;

function readId(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** /addvariation: choose a project, an asset and a version (or open with `?version=`), then manage its variations. */
export function AddVariationPage() {
  useDocumentTitle('Add variation');
  const [params, setParams] = useSearchParams();
  const choice: VersionChoice = { projectId: readId(params, 'project'), assetId: readId(params, 'asset'), versionId: readId(params, 'version') };

  function handleChange(next: VersionChoice) {
    const values = [next.projectId, next.assetId, next.versionId];
    const search = new URLSearchParams();
    NAMES.forEach((name, index) => values[index] !== null && search.set(name, String(values[index])));
    setParams(search, { replace: true });
  }

  return (
    <PageBody wide>
      <Breadcrumb items={[{ label: 'Dashboard', to: '/' }, { label: 'Add variation' }]} />
      <PageHeader title="Add variation" description="Choose a version of an asset, then add, review or remove its design files." />
      <VersionPicker choice={choice} onChange={handleChange} />
      {choice.versionId !== null ? (
        <Section title="Variations">
          <VariationsManager versionId={choice.versionId} />
        </Section>
      ) : (
        <p className="text-sm text-muted">Its variations show here once a version is chosen.</p>
      )}
    </PageBody>
  );
}
