import { useIntl } from 'react-intl';
import { SelectField } from '../../ui/select-field.tsx';
import { useProjectAssets } from '../../features/assets/use-project-assets.ts';
import { useVersions } from '../../features/assets/use-versions.ts';
import { useProjectList } from '../../features/projects/use-project-list.ts';

export interface VersionChoice {
  projectId: number | null;
  assetId: number | null;
  versionId: number | null;
}

const toId = (value: string) => (value ? Number(value) : null);

/** Project, then asset, then version, each list from the API; choosing one clears the choices after it. */
export function VersionPicker({ choice, onChange }: { choice: VersionChoice; onChange: (choice: VersionChoice) => void }) {
  const intl = useIntl();
  const loading = intl.formatMessage({ id: 'projects.loading' });
  const projects = useProjectList('all');
  const assets = useProjectAssets(choice.projectId ?? '', { enabled: choice.projectId !== null });
  const versions = useVersions(choice.assetId);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField label={intl.formatMessage({ id: 'projects.picker.project' })} value={choice.projectId ?? ''} onChange={(event) => onChange({ projectId: toId(event.target.value), assetId: null, versionId: null })}>
        <option value="">{projects.isPending ? loading : intl.formatMessage({ id: 'projects.picker.chooseProject' })}</option>
        {projects.data?.map((project) => (
          <option key={project.id} value={project.id}>
            {project.project_name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={intl.formatMessage({ id: 'projects.picker.asset' })} value={choice.assetId ?? ''} disabled={choice.projectId === null} onChange={(event) => onChange({ ...choice, assetId: toId(event.target.value), versionId: null })}>
        <option value="">{choice.projectId !== null && assets.isPending ? loading : intl.formatMessage({ id: 'projects.picker.chooseAsset' })}</option>
        {assets.data?.map((asset) => (
          <option key={asset.id} value={asset.id}>
            {asset.title}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={intl.formatMessage({ id: 'projects.picker.version' })} value={choice.versionId ?? ''} disabled={choice.assetId === null} onChange={(event) => onChange({ ...choice, versionId: toId(event.target.value) })}>
        <option value="">{choice.assetId !== null && versions.isPending ? loading : intl.formatMessage({ id: 'projects.picker.chooseVersion' })}</option>
        {versions.data?.map((version) => (
          <option key={version.id} value={version.id}>
            {intl.formatMessage({ id: 'projects.picker.versionNumber' }, { version: version.version })}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
