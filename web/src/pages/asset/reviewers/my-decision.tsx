import { useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REVIEW_NOTE_MAX, type Decision, type ReviewState } from '@review/contract/reviews';
import type { StageChoice } from '../../../features/reviews/decision-controls.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { RadioSegments } from '../../../ui/radio-segments.tsx';
import { SaveCancel } from '../../../ui/save-cancel.tsx';
import type { MessageId } from '../../../i18n/index.ts';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import type { Decider } from './decider.ts';

const STANDING = {
  pending: 'asset.decision.standing.pending',
  approved: 'asset.decision.standing.approved',
  changes_requested: 'asset.decision.standing.changesRequested',
} satisfies Record<ReviewState, MessageId>;

/** The note's form of each decision: Request changes always has one; Approve only where the decider is asked who they are. */
const FORMS = {
  approved: { label: 'asset.decision.approve', submit: 'asset.decision.sendApproval', placeholder: 'asset.decision.approvalPlaceholder' },
  changes_requested: { label: 'asset.decision.requestChanges', submit: 'asset.decision.sendRequest', placeholder: 'asset.decision.requestPlaceholder' },
} satisfies Record<Decision, { label: MessageId; submit: MessageId; placeholder: MessageId }>;

export interface MyDecisionProps {
  /** The panel's, so that a refusal stays on screen even when these controls go (a stage that just locked). */
  decide: Decider;
  versionId: number;
  version: number;
  /** The stages the user may decide in, at least one. */
  choices: StageChoice[];
  /** Name the stage even when there is one choice: the review has several stages. */
  isStaged: boolean;
}

/**
 * A reviewer's Approve and Request changes (with an optional note) on the newest version, in one of
 * the stages they sit in: the one they pick when several are open at once. A link's guest decides
 * with the same controls, under the name they give in the form (Approve then opens one too).
 */
export function MyDecision({ decide, versionId, version, choices, isStaged }: MyDecisionProps) {
  const intl = useIntl();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [form, setForm] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const headingId = useId();
  const pickerId = useId();
  const formId = useId();
  const requestRef = useRef<HTMLButtonElement>(null);
  const approveRef = useRef<HTMLButtonElement>(null);
  const [isConfirmingApproval, setIsConfirmingApproval] = useState(false);
  // A stage that locked or closed meanwhile drops out of the choices; the first one left is taken.
  const choice = choices.find((item) => item.stageId === pickedId) ?? choices[0];
  if (!choice) return null;
  const isApproveInert = decide.isPending || choice.current === 'approved';

  const send = (decision: Decision, text = '') =>
    decide.send({ decision, versionId, stageId: choice.stageId, note: text }, () => {
      setForm(null);
      setNote('');
    });

  function handlePick(stageId: string) {
    setPickedId(Number(stageId));
    decide.reset();
  }

  // A click is aimed; Enter or Space may land on Approve by accident (a form just closed, one Tab too
  // many), so a keyboard's (or a screen reader's) activation, which has no pointer, asks first.
  function handleApprove(event: MouseEvent) {
    if (isApproveInert) return;
    if (decide.identity) setForm(form === 'approved' ? null : 'approved');
    else if (event.detail === 0) setIsConfirmingApproval(true);
    else send('approved');
  }

  function handleCancel() {
    (form === 'approved' ? approveRef : requestRef).current?.focus();
    setForm(null);
  }

  function handleSend(event: FormEvent) {
    event.preventDefault();
    if (form) send(form, note.trim());
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="text-sm font-semibold">
          <FormattedMessage id="asset.decision.yours" values={{ version }} />
        </h3>
        {isStaged && choices.length === 1 && (
          <p className="text-sm text-muted">
            <FormattedMessage id="asset.decision.inTheStage" values={{ stage: choice.name }} />
          </p>
        )}
      </div>
      {choices.length > 1 && (
        <div className="flex flex-col gap-1">
          <p id={pickerId} className="text-sm font-medium">
            <FormattedMessage id="asset.decision.decideIn" />
          </p>
          <div>
            <RadioSegments labelledBy={pickerId} name={`${pickerId}-stage`} options={choices.map((item) => ({ value: String(item.stageId), label: item.name }))} value={String(choice.stageId)} onChange={handlePick} />
          </div>
        </div>
      )}
      <p className="text-sm text-muted">
        {choice.lock
          ? intl.formatMessage({ id: 'asset.common.twoSentences' }, { first: intl.formatMessage({ id: STANDING[choice.current] }), second: intl.formatMessage({ id: 'asset.decision.lockNote' }) })
          : intl.formatMessage({ id: STANDING[choice.current] })}
      </p>
      <div className="flex flex-wrap gap-2">
        {/* Inert rather than disabled while it cannot act, so the focus stays on it after a decision. */}
        <Button
          ref={approveRef}
          size="sm"
          aria-disabled={isApproveInert || undefined}
          aria-expanded={decide.identity ? form === 'approved' : undefined}
          aria-controls={form === 'approved' ? formId : undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          onClick={handleApprove}
        >
          <FormattedMessage id="asset.decision.approve" />
        </Button>
        <Button
          ref={requestRef}
          size="sm"
          variant="secondary"
          disabled={decide.isPending}
          aria-expanded={form === 'changes_requested'}
          aria-controls={form === 'changes_requested' ? formId : undefined}
          onClick={() => setForm(form === 'changes_requested' ? null : 'changes_requested')}
        >
          <FormattedMessage id="asset.decision.requestChanges" />
        </Button>
      </div>
      {form && (
        <form id={formId} aria-label={intl.formatMessage({ id: FORMS[form].label })} onSubmit={handleSend} className="flex flex-col gap-2">
          <TextAreaField
            label={intl.formatMessage({ id: 'asset.decision.note' })}
            value={note}
            maxLength={REVIEW_NOTE_MAX}
            autoFocus
            onChange={(event) => setNote(event.target.value)}
            placeholder={intl.formatMessage({ id: FORMS[form].placeholder })}
          />
          {decide.identity?.line}
          <SaveCancel
            label={intl.formatMessage({ id: FORMS[form].submit })}
            pendingLabel={intl.formatMessage({ id: 'asset.common.sending' })}
            isPending={decide.isPending}
            disabled={decide.identity && !decide.identity.isComplete}
            onCancel={handleCancel}
          />
        </form>
      )}
      {isConfirmingApproval && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'asset.decision.confirmTitle' }, { version })}
          confirmLabel={intl.formatMessage({ id: 'asset.decision.approve' })}
          tone="primary"
          focus="confirm"
          onConfirm={() => {
            setIsConfirmingApproval(false);
            send('approved');
          }}
          onClose={() => setIsConfirmingApproval(false)}
          returnFocusTo={approveRef}
        >
          {intl.formatMessage(
            { id: 'asset.common.twoSentences' },
            {
              first: isStaged ? intl.formatMessage({ id: 'asset.decision.confirmStaged' }, { stage: choice.name }) : intl.formatMessage({ id: 'asset.decision.confirmSingle' }),
              second: intl.formatMessage({ id: choice.lock ? 'asset.decision.lockNote' : 'asset.decision.changeMindLater' }),
            },
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
