import { useState } from 'react';
import { toast } from 'sonner';
import type { Page } from '@review/contract/assets';
import type { PenColor, Shape } from '@review/contract/geometry';
import { buildAnnotationBody } from '../../annotate/annotation-body.ts';
import { commentDraftKey } from '../../annotate/comment-draft.ts';
import type { Draft } from '../../annotate/draw-state.ts';
import { toolFor } from '../../annotate/tools/tools.ts';
import type { FrameSpanBody } from '../../features/video/frame-span.ts';
import { useGuestAnnotation } from '../../features/sharing/use-public-review.ts';
import { describeError } from '../../lib/api-error.ts';
import type { GuestDrawing } from './guest-design.tsx';
import type { GuestIdentity } from './use-guest-identity.ts';
import { useToolKeys } from './use-tool-keys.ts';

export interface GuestDrawingOptions {
  token: string;
  /** The `?asset=` the review on screen was asked with. */
  queriedAssetId: number | null;
  /** The asset on screen. */
  assetId: number;
  /** Whether the link allows drawing. */
  isAllowed: boolean;
  variationId: number | undefined;
  /** The rendered page on screen: its pixels are the mark's coordinates. */
  page: Page | undefined;
  identity: GuestIdentity;
  onIdentityChange: (identity: GuestIdentity) => void;
  /** The mark went through: the guest's identity is worth keeping, and the new comment selecting. */
  onSent: (commentId: number) => void;
}

/** The guest's pen: the tool and colour picked, and the drawing of the page on screen while the link allows it. */
export function useGuestDrawing({ token, queriedAssetId, assetId, isAllowed, variationId, page, identity, onIdentityChange, onSent }: GuestDrawingOptions) {
  const [tool, setTool] = useState<Shape | null>(null);
  const [color, setColor] = useState<PenColor>('red');
  const annotate = useGuestAnnotation(token, queriedAssetId);
  useToolKeys(isAllowed, setTool);

  const send = (draft: Draft, content: string, frames: Partial<FrameSpanBody>) => {
    const body = variationId !== undefined && page ? buildAnnotationBody(variationId, page.number, draft, content, page) : null;
    // Without a stroke there is nothing to send, and the drawing just goes.
    if (!body) return Promise.resolve();
    return annotate.mutateAsync({ ...body, ...frames, ...identity }).then((reply) => {
      toast.success(reply.message);
      onSent(reply.data.id);
    });
  };

  const draftKey = variationId !== undefined && page ? commentDraftKey(`link-${token}`, assetId, variationId, page.number) : null;
  const drawing: GuestDrawing | null = isAllowed && draftKey !== null
    ? {
        tool: tool ? toolFor(tool) : null,
        color,
        identity,
        onIdentityChange,
        onSend: send,
        isSending: annotate.isPending,
        error: annotate.error ? describeError(annotate.error) : undefined,
        onDiscard: annotate.reset,
        draftKey,
      }
    : null;
  return { tool, setTool, color, setColor, drawing };
}
