import { Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Project } from '@review/contract/projects';
import { Button } from '../../../ui/button.tsx';
import { confirmDialog } from './lazy-dialogs.ts';
import { useLeaveProject } from './use-member-mutations.ts';

/** 'Leave Project' for everyone but the owner; afterwards, back to the dashboard. */
export function LeaveProject({ project }: { project: Project }) {
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
        Leave Project
      </Button>
      {isConfirming && (
        <Suspense fallback={null}>
          <confirmDialog.Component
            title="Leave project"
            confirmLabel="Leave"
            pendingLabel="Leaving..."
            isPending={leave.isPending}
            error={leave.error?.message}
            onConfirm={handleLeave}
            onClose={() => setIsConfirming(false)}
            returnFocusTo={buttonRef}
          >
            Leave “{project.project_name}”? You will need a new invitation to come back.
          </confirmDialog.Component>
        </Suspense>
      )}
    </>
  );
}
