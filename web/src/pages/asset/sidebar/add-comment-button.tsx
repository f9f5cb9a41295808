import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { ChatIcon } from '../../../features/comments/comment-icons.tsx';
import { clearPendingChip, usePendingChip } from '../../../features/inspect/pending-chip.ts';
import { Button } from '../../../ui/button.tsx';
import { lazyComponent } from '../../../ui/lazy-component.ts';
import { useOverlayTrigger } from '../../../ui/use-overlay-trigger.ts';
import type { ScreenVariation } from '../source/screen-asset.ts';

const addCommentDialog = lazyComponent(() => import('./add-comment-dialog.tsx').then((m) => m.AddCommentDialog));

/**
 * Opens the simple 'Add a comment' overlay: a comment without a drawing on the selected variation's
 * page on screen. A design check's 'Add to comment' opens it too, with the result's chip in the text.
 */
export function AddCommentButton({ variation, page }: { variation: ScreenVariation; page: number }) {
  const intl = useIntl();
  const { isOpen: isOpenHere, close: closeHere, triggerRef, triggerProps } = useOverlayTrigger(addCommentDialog.preload);
  const chip = usePendingChip();
  const isOpen = isOpenHere || chip !== null;
  const close = () => {
    closeHere();
    clearPendingChip();
  };
  return (
    <>
      <Button size="sm" aria-haspopup="dialog" {...triggerProps}>
        <ChatIcon /> {intl.formatMessage({ id: 'asset.comment.add' })}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <addCommentDialog.Component variation={variation} page={page} initialText={chip ? `${chip} ` : ''} onClose={close} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
