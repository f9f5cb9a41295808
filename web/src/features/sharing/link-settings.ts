import type { Locale } from '@review/contract/locales';
import type { ShareLink, ShareLinkSettingsBody } from '@review/contract/sharing';
import { fromLocalDateTimeInput, toLocalDateTimeInput } from '../../lib/local-date-time.ts';

/** What the settings form of a review link holds, field by field. */
export interface LinkSettingsDraft {
  /** A new password; blank keeps the saved one (or sets none on a new link). */
  password: string;
  /** A `datetime-local` value on the viewer's clock; '' for no expiry. */
  expires_at: string;
  allow_download: boolean;
  allow_annotations: boolean;
  allow_decisions: boolean;
  /** The language guests open the link in; null: each guest's browser language. */
  locale: Locale | null;
  /** The saved password is to go. */
  remove_password: boolean;
}

type SavedSettings = Pick<ShareLink, 'expires_at' | 'allow_download' | 'allow_annotations' | 'allow_decisions' | 'locale'>;

/** The form's starting values: a saved link's settings, or a blank new link. */
export function draftOf(saved?: SavedSettings): LinkSettingsDraft {
  return {
    password: '',
    expires_at: saved?.expires_at ? toLocalDateTimeInput(saved.expires_at) : '',
    allow_download: saved?.allow_download ?? false,
    allow_annotations: saved?.allow_annotations ?? false,
    allow_decisions: saved?.allow_decisions ?? false,
    locale: saved?.locale ?? null,
    remove_password: false,
  };
}

/**
 * The body to create or change a link with: only what differs from the saved link (or from a blank
 * one), so that saving other settings never resends an expiry that has passed meanwhile.
 */
export function toSettingsBody(draft: LinkSettingsDraft, saved?: SavedSettings): ShareLinkSettingsBody {
  const initial = draftOf(saved);
  const body: ShareLinkSettingsBody = {};
  if (draft.remove_password) body.password = null;
  else if (draft.password) body.password = draft.password;
  if (draft.expires_at !== initial.expires_at) body.expires_at = fromLocalDateTimeInput(draft.expires_at);
  if (draft.allow_download !== initial.allow_download) body.allow_download = draft.allow_download;
  if (draft.allow_annotations !== initial.allow_annotations) body.allow_annotations = draft.allow_annotations;
  if (draft.allow_decisions !== initial.allow_decisions) body.allow_decisions = draft.allow_decisions;
  if (draft.locale !== initial.locale) body.locale = draft.locale;
  return body;
}
