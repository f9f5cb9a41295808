import { toast } from 'sonner';
import { useDecide } from '../../../features/reviews/use-decide.ts';
import type { Decider } from './decider.ts';

/** A reviewer's decisions on the asset, in the stage they picked, through the members' API. */
export function useMemberDecider(assetId: number): Decider {
  const decide = useDecide(assetId);
  return {
    send: ({ decision, versionId, stageId, note }, onSent) =>
      decide.mutate(
        { decision, version_id: versionId, stage_id: stageId, ...(note ? { note } : {}) },
        {
          onSuccess: (reply) => {
            toast.success(reply.message);
            onSent();
          },
        },
      ),
    isPending: decide.isPending,
    error: decide.error,
    reset: decide.reset,
  };
}
