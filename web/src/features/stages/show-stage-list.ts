import type { QueryClient } from '@tanstack/react-query';
import type { StageListReply } from '@review/contract/stages';
import { stagesKey } from './stages-keys.ts';

/** Puts a reply's stages in the cache, so the stepper shows them before the refetch (the `message` stays out). */
export function showStageList(queryClient: QueryClient, assetId: number, reply: StageListReply) {
  const list: StageListReply = { data: reply.data, restart_from: reply.restart_from, can_manage: reply.can_manage };
  queryClient.setQueryData(stagesKey(assetId), list);
}
