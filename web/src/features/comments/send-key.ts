import type { KeyboardEvent } from 'react';

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'> & { nativeEvent: Pick<globalThis.KeyboardEvent, 'isComposing'> };

/**
 * Ctrl+Enter (Cmd+Enter on a Mac) sends the comment being written, as in chat and review tools; a
 * plain Enter stays a new line. Not while an input method is composing a character.
 */
export function isSendKey(event: KeyPress): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing;
}

/**
 * A comment field's key handler: the send key submits the field's form through its submit button, so
 * exactly as a click would, and not while that button is disabled (nothing typed, or already sending).
 */
export function submitOnSendKey(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (!isSendKey(event)) return;
  event.preventDefault();
  const form = event.currentTarget.form;
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (form && submit && !submit.disabled) form.requestSubmit(submit);
}
