/** Version of the web app, from web/package.json (see vite.config.ts). */
declare const __APP_VERSION__: string;
/** Where the emoji pictures are served, ending in a slash (see emoji-images.ts). */
declare const __EMOJI_BASE__: string;

interface ImportMetaEnv {
  /** Contact addresses shown on the About and Contact pages; set at build time by the operator. */
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_IDEAS_EMAIL?: string;
  readonly VITE_AMBASSADOR_EMAIL?: string;
  readonly VITE_COMMUNITY_URL?: string;
}
