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
  const projects = useProjectList('all');
  const assets = useProjectAssets(choice.projectId ?? '', { enabled: choice.projectId !== null });
  const versions = useVersions(choice.assetId);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField label="Project" value={choice.projectId ?? ''} onChange={(event) => onChange({ projectId: toId(event.target.value), assetId: null, versionId: null })}>
        <option value="">{projects.isPending ? 'Loading...' : 'Choose a project'}</option>
        {projects.data?.map((project) => (
          <option key={project.id} value={project.id}>
            {project.project_name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Asset" value={choice.assetId ?? ''} disabled={choice.projectId === null} onChange={(event) => onChange({ ...choice, assetId: toId(event.target.value), versionId: null })}>
        <option value="">{choice.projectId !== null && assets.isPending ? 'Loading...' : 'Choose an asset'}</option>
        {assets.data?.map((asset) => (
          <option key={asset.id} value={asset.id}>
            {asset.title}
          </option>
        ))}
      </SelectField>
      <SelectField label="Version" value={choice.versionId ?? ''} disabled={choice.assetId === null} onChange={(event) => onChange({ ...choice, versionId: toId(event.target.value) })}>
        <option value="">{choice.assetId !== null && versions.isPending ? 'Loading...' : 'Choose a version'}</option>
        {versions.data?.map((version) => (
          <option key={version.id} value={version.id}>
            Version {version.version}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
