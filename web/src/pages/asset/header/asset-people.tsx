import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Asset } from '@review/contract/assets';
import { describeError } from '../../../lib/api-error.ts';
import { useProject } from '../../../features/projects/use-project.ts';
import { PersonPicker, type PickerPerson } from './person-picker.tsx';
import { StageDeciders } from './stage-deciders.tsx';
import { useUpdateAssetPeople, type AssetPeopleChange } from './use-update-asset-people.ts';

/** The project's owner, then its members: who may be the asset's Creator or Approver. */
function usePeople(projectId: number): { people: PickerPerson[]; isReady: boolean } {
  const { data: project } = useProject(String(projectId));
  if (!project) return { people: [], isReady: false };
  const owner = { userId: project.creator.id, name: `${project.creator.first_name} ${project.creator.last_name}`.trim() };
  const members = project.members.map((member) => ({ userId: member.user_id, name: `${member.first_name} ${member.last_name}`.trim() }));
  return { people: [owner, ...members.filter((member) => member.userId !== owner.userId)], isReady: true };
}

/**
 * Creator and Approver pickers (desktop only), saved on the asset. The Approver is the required
 * approver of a review of one stage; once the review has several stages, who decides is said
 * per stage instead (StageDeciders), so the header gives one answer.
 */
export function AssetPeople({ asset }: { asset: Asset }) {
  const intl = useIntl();
  const { people, isReady } = usePeople(asset.project_id);
  const update = useUpdateAssetPeople(asset.id);
  const save = (change: AssetPeopleChange, role: 'creator' | 'approver') =>
    update.mutate(change, {
      onSuccess: () => toast.success(intl.formatMessage({ id: 'asset.people.updated' }, { role })),
      onError: (error) => toast.error(intl.formatMessage({ id: 'asset.people.notChanged' }, { role }), { description: describeError(error) }),
    });
  return (
    <div className="hidden items-center gap-4 lg:flex">
      <PersonPicker label={intl.formatMessage({ id: 'asset.people.creator' })} value={asset.creator_user_id} people={people} isDisabled={!isReady} onChange={(id) => save({ creator_user_id: id }, 'creator')} />
      {asset.review.stage ? (
        <StageDeciders asset={asset} />
      ) : (
        <PersonPicker label={intl.formatMessage({ id: 'asset.people.approver' })} value={asset.approver_user_id} people={people} isDisabled={!isReady} onChange={(id) => save({ approver_user_id: id }, 'approver')} />
      )}
    </div>
  );
}
