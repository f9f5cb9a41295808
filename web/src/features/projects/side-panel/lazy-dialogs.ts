import { lazyComponent } from '../../../ui/lazy-component.ts';

/** The panel's dialogs load the first time one opens, keeping the dialog library out of the board's first load. */
export const confirmDialog = lazyComponent(() => import('../../../ui/confirm-dialog.tsx').then((m) => m.ConfirmDialog));
export const editMemberDialog = lazyComponent(() => import('./edit-member-dialog.tsx').then((m) => m.EditMemberDialog));
