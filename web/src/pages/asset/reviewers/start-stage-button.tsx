import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Stage } from '@review/contract/stages';
import { useStartStage } from '../../../features/stages/use-start-stage.ts';
import { describeError } from '../../../lib/api-error.ts';
import { Button } from '../../../ui/button.tsx';

/** A manager's Start for a stage that starts by hand; named after the stage, as several may wait side by side. */
export function StartStageButton({ assetId, stage }: { assetId: number; stage: Pick<Stage, 'id' | 'name'> }) {
  const intl = useIntl();
  const start = useStartStage(assetId);

  function handleStart() {
    // The started stage no longer shows this button, and mutate's own callbacks die with it; the promise does not.
    start.mutateAsync(stage.id).then(
      (reply) => toast.success(reply.message),
      (error: unknown) => toast.error(intl.formatMessage({ id: 'asset.stages.notStarted' }, { stage: stage.name }), { description: describeError(error) }),
    );
  }

  return (
    <Button size="sm" variant="secondary" aria-label={intl.formatMessage({ id: 'asset.stages.startNamed' }, { stage: stage.name })} disabled={start.isPending} onClick={handleStart}>
      {intl.formatMessage({ id: start.isPending ? 'asset.stages.starting' : 'asset.stages.start' })}
    </Button>
  );
}
