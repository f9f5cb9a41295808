import { useId } from 'react';
import { toast } from 'sonner';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ReviewState } from '@review/contract/reviews';
import type { PublicDecision } from '@review/contract/sharing';
import type { DecisionControls } from '../../features/reviews/decision-controls.ts';
import { DecisionLine } from '../../features/reviews/decision-line.tsx';
import { useGuestDecision } from '../../features/sharing/use-guest-decision.ts';
import { DecisionArea } from '../asset/reviewers/decision-area.tsx';
import type { Decider } from '../asset/reviewers/decider.ts';
import { GuestIdentityLine } from './guest-identity.tsx';
import { identityErrors, type GuestIdentityState } from './use-guest-identity.ts';

function describeOutcome(intl: IntlShape, outcome: ReviewState, version: number | undefined): string {
  if (version === undefined) return intl.formatMessage({ id: 'review.decision.nothing' });
  return intl.formatMessage({ id: 'review.decision.outcome' }, { outcome, version });
}

/** A guest's decisions through the link, under the name and address they give in the form. */
function useLinkDecider(token: string, assetId: number, guest: GuestIdentityState): Decider {
  const decide = useGuestDecision(token);
  return {
    send: ({ decision, versionId, note }, onSent) =>
      decide.mutate(
        { decision, ...guest.identity, asset_id: assetId, version_id: versionId, ...(note ? { note } : {}) },
        {
          onSuccess: (reply) => {
            guest.remember();
            toast.success(reply.message);
            onSent();
          },
        },
      ),
    isPending: decide.isPending,
    error: decide.error,
    reset: decide.reset,
    identity: { line: <GuestIdentityLine guest={guest} verb="deciding" />, isComplete: Object.keys(identityErrors(guest.identity)).length === 0 },
  };
}

export interface LinkDecisionProps {
  token: string;
  assetId: number;
  outcome: ReviewState;
  decisions: readonly PublicDecision[];
  /** The newest version, which decisions are about; undefined before any upload. */
  newest: { id: number; version: number } | undefined;
  /** The version on screen. */
  versionOnScreenId: number | undefined;
  /** Whether the link lets guests decide. */
  isAllowed: boolean;
  /** Why no stage takes a guest's decision now (the review's stages decide where guests do), or null when one does. */
  closedReason: string | null;
  guest: GuestIdentityState;
}

/**
 * Where the asset's newest version stands and who decided what, as the link shows it; with the link's
 * leave, the reviewers' own Approve and Request changes (`DecisionArea`), sent through the link. The
 * server puts a guest's decision in the stage that takes guests, so the guest has that one choice.
 */
export function LinkDecision({ token, assetId, outcome, decisions, newest, versionOnScreenId, isAllowed, closedReason, guest }: LinkDecisionProps) {
  const intl = useIntl();
  const headingId = useId();
  const decide = useLinkDecider(token, assetId, guest);
  // The server tells guests apart by address, which it never shows; the name the guest gave is the nearest match.
  const mine = guest.isAsking ? undefined : decisions.find((item) => item.guest && item.name === guest.identity.name.trim());
  const isOnNewest = newest !== undefined && newest.id === versionOnScreenId;
  const controls: DecisionControls =
    !isAllowed || newest === undefined || (isOnNewest && closedReason !== null)
      ? { kind: 'none' }
      : !isOnNewest
        ? { kind: 'older', newestVersionId: newest.id, newestVersion: newest.version }
        : { kind: 'decide', versionId: newest.id, choices: [{ stageId: 0, name: '', current: mine?.decision ?? 'pending', lock: false }] };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <div className="flex flex-col gap-0.5">
        <h2 id={headingId} className="text-base font-semibold">
          <FormattedMessage id="review.decision.heading" />
        </h2>
        <p className="text-sm">{describeOutcome(intl, outcome, newest?.version)}</p>
      </div>
      {decisions.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'review.decision.list' })} className="flex flex-col gap-2">
          {decisions.map((item) => (
            <DecisionLine key={`${item.guest ? 'guest' : 'member'}-${item.name}-${item.decided_at}`} name={item.name} isGuest={item.guest} decision={item.decision} note={item.note} decidedAt={item.decided_at} />
          ))}
        </ul>
      )}
      {isAllowed && isOnNewest && closedReason !== null && <p className="text-sm text-muted">
          <FormattedMessage id="review.decision.guestsClosed" values={{ reason: closedReason }} />
        </p>}
      <DecisionArea controls={controls} decide={decide} version={newest?.version ?? null} isStaged={false} />
    </section>
  );
}
