import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { PLANS } from '@review/contract/plans';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { UpgradeButton } from '../plans/upgrade-button.tsx';
import { useCurrentUser } from '../session/use-session.ts';

export interface ProjectLimitDialogProps {
  /** The server's sentence, e.g. 'Maximum of 3 project reached!'. */
  message: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The modal shown when the plan allows no more projects, with the way out (upgrade). */
export function ProjectLimitDialog({ message, onClose, returnFocusTo }: ProjectLimitDialogProps) {
  const plan = PLANS[useCurrentUser().plan];
  return (
    <Dialog title={message} onClose={onClose} returnFocusTo={returnFocusTo}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          <FormattedMessage id="projects.limit.text" values={{ plan: plan.title, count: plan.projects }} />
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="projects.limit.close" />
          </Button>
          <UpgradeButton />
        </div>
      </div>
    </Dialog>
  );
}
