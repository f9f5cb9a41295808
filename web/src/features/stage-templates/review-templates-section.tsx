import { Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PanelSection } from '../projects/side-panel/panel-section.tsx';
import { Button } from '../../ui/button.tsx';
import { lazyComponent } from '../../ui/lazy-component.ts';

/** Loaded on first use: the list and its editor stay out of the board's first load. */
const templatesDialog = lazyComponent(() => import('./review-templates-dialog.tsx').then((m) => m.ReviewTemplatesDialog));

/** The side panel's entry to the project's review templates: managers keep them, members read them. */
export function ReviewTemplatesSection({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);
  return (
    <PanelSection id="panel-review-templates" title={intl.formatMessage({ id: 'review.templates.section' })}>
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'review.templates.sectionText' })}</p>
      <Button ref={openRef} variant="secondary" size="sm" className="self-start" onPointerEnter={templatesDialog.preload} onFocus={templatesDialog.preload} onClick={() => setIsOpen(true)}>
        {intl.formatMessage({ id: 'review.templates.title' })}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <templatesDialog.Component projectId={projectId} canManage={canManage} onClose={() => setIsOpen(false)} returnFocusTo={openRef} />
        </Suspense>
      )}
    </PanelSection>
  );
}
