import { Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Project } from '@review/contract/projects';
import { Button } from '../../../ui/button.tsx';
import { confirmDialog } from './lazy-dialogs.ts';
import { useLeaveProject } from './use-member-mutations.ts';

/** 'Leave Project' for everyone but the owner; afterwards, back to the dashboard. */
export function LeaveProject({ project }: { project: Project }) {
  const intl = useIntl();
  const [isConfirming, setIsConfirming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const leave = useLeaveProject(project.id);
  const navigate = useNavigate();

  function handleLeave() {
    leave.mutate(undefined, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        void navigate('/', { replace: true });
      },
    });
  }

  return (
    <>
      <Button ref={buttonRef} variant="danger" className="w-full" onPointerEnter={confirmDialog.preload} onClick={() => setIsConfirming(true)}>
        <FormattedMessage id="projects.leave.button" />
      </Button>
      {isConfirming && (
        <Suspense fallback={null}>
          <confirmDialog.Component
            title={intl.formatMessage({ id: 'projects.leave.title' })}
            confirmLabel={intl.formatMessage({ id: 'projects.leave.confirm' })}
            pendingLabel={intl.formatMessage({ id: 'projects.leave.pending' })}
            isPending={leave.isPending}
            error={leave.error?.message}
            onConfirm={handleLeave}
            onClose={() => setIsConfirming(false)}
            returnFocusTo={buttonRef}
          >
            <FormattedMessage id="projects.leave.question" values={{ name: project.project_name }} />
          </confirmDialog.Component>
        </Suspense>
      )}
    </>
  );
}
