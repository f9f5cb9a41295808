import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'projects.addVariation.title' });
  useDocumentTitle(title);
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
      <Breadcrumb items={[{ label: intl.formatMessage({ id: 'projects.dashboard.title' }), to: '/' }, { label: title }]} />
      <PageHeader title={title} description={intl.formatMessage({ id: 'projects.addVariation.description' })} />
      <VersionPicker choice={choice} onChange={handleChange} />
      {choice.versionId !== null ? (
        <Section title={intl.formatMessage({ id: 'projects.addVariation.variations' })}>
          <VariationsManager versionId={choice.versionId} />
        </Section>
      ) : (
        <p className="text-sm text-muted">
          <FormattedMessage id="projects.addVariation.hint" />
        </p>
      )}
    </PageBody>
  );
}
