import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { REVIEW_NOTE_MAX, type Decision, type ReviewState } from '@review/contract/reviews';
import type { PublicDecision } from '@review/contract/sharing';
import { DecisionLine } from '../../features/reviews/decision-line.tsx';
import { useGuestDecision } from '../../features/sharing/use-guest-decision.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { SaveCancel } from '../../ui/save-cancel.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { guestErrorText } from './guest-error-text.ts';
import { GuestIdentityLine } from './guest-identity.tsx';
import { hasIdentity, type GuestIdentityState } from './use-guest-identity.ts';

const FORMS: Record<Decision, { label: string; submit: string; placeholder: string }> = {
  approved: { label: 'Approve', submit: 'Send approval', placeholder: 'Anything to add?' },
  changes_requested: { label: 'Request changes', submit: 'Send request', placeholder: 'What should change?' },
};

const STANDING: Record<Decision, string> = {
  approved: 'You approved this version. You can still change your mind.',
  changes_requested: 'You asked for changes. You can still change your mind.',
};

function describeOutcome(outcome: ReviewState, version: number | undefined): string {
  if (version === undefined) return 'Nothing to decide on until a design is uploaded.';
  if (outcome === 'approved') return `Version ${version} is approved.`;
  if (outcome === 'changes_requested') return `Changes are requested on version ${version}.`;
  return `Version ${version} waits for decisions.`;
}

export interface GuestDecisionsProps {
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
  onShowNewest: () => void;
}

/** Where the asset's newest version stands and who decided what; with the link's leave, the guest's Approve and Request changes. */
export function GuestDecisions({ token, assetId, outcome, decisions, newest, versionOnScreenId, isAllowed, closedReason, guest, onShowNewest }: GuestDecisionsProps) {
  const headingId = useId();
  const decide = useGuestDecision(token);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const isOnNewest = newest !== undefined && newest.id === versionOnScreenId;
  // The server tells guests apart by address, which it never shows; the name the guest gave is the nearest match.
  const mine = guest.isAsking ? undefined : decisions.find((item) => item.guest && item.name === guest.identity.name.trim());

  function handleOpen(next: Decision) {
    decide.reset();
    setDecision(decision === next ? null : next);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!decision || !newest) return;
    const text = note.trim();
    decide.mutate(
      { decision, name: guest.identity.name, email: guest.identity.email, asset_id: assetId, version_id: newest.id, ...(text ? { note: text } : {}) },
      {
        onSuccess: (reply) => {
          guest.remember();
          toast.success(reply.message);
          setDecision(null);
          setNote('');
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <div className="flex flex-col gap-0.5">
        <h2 id={headingId} className="text-base font-semibold">
          Decision
        </h2>
        <p className="text-sm">{describeOutcome(outcome, newest?.version)}</p>
      </div>
      {decisions.length > 0 && (
        <ul aria-label="Decisions" className="flex flex-col gap-2">
          {decisions.map((item) => (
            <DecisionLine key={`${item.guest ? 'guest' : 'member'}-${item.name}-${item.decided_at}`} name={item.name} isGuest={item.guest} decision={item.decision} note={item.note} decidedAt={item.decided_at} />
          ))}
        </ul>
      )}
      {isAllowed && newest && !isOnNewest && (
        <div className="flex flex-col items-start gap-2 text-sm">
          <p>Decisions are about the newest version, version {newest.version}. You are looking at an older one.</p>
          <Button size="sm" variant="secondary" onClick={onShowNewest}>
            Show version {newest.version}
          </Button>
        </div>
      )}
      {isAllowed && isOnNewest && closedReason !== null && <p className="text-sm text-muted">Guests cannot decide on this version now. {closedReason}</p>}
      {isAllowed && isOnNewest && closedReason === null && (
        <>
          {mine && <p className="text-sm text-muted">{STANDING[mine.decision]}</p>}
          <div className="flex flex-wrap gap-2">
            {(['approved', 'changes_requested'] as const).map((item) => (
              <Button
                key={item}
                size="sm"
                variant={item === 'approved' ? 'primary' : 'secondary'}
                disabled={item === 'approved' && mine?.decision === 'approved'}
                aria-expanded={decision === item}
                onClick={() => handleOpen(item)}
              >
                {FORMS[item].label}
              </Button>
            ))}
          </div>
          {decision && (
            <form aria-label={FORMS[decision].label} onSubmit={handleSubmit} className="flex flex-col gap-2">
              <TextAreaField
                label="Note (optional)"
                value={note}
                maxLength={REVIEW_NOTE_MAX}
                rows={2}
                placeholder={FORMS[decision].placeholder}
                onChange={(event) => setNote(event.target.value)}
              />
              <GuestIdentityLine guest={guest} verb="Deciding as" />
              <ErrorText>{decide.error ? guestErrorText(decide.error) : undefined}</ErrorText>
              <SaveCancel
                label={FORMS[decision].submit}
                pendingLabel="Sending..."
                isPending={decide.isPending}
                disabled={!hasIdentity(guest.identity)}
                onCancel={() => setDecision(null)}
              />
            </form>
          )}
        </>
      )}
    </section>
  );
}
