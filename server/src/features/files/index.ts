import { defineFeature, route } from '../feature.ts';
import sharing from '../sharing/index.ts';
import fileRoutes from './routes.ts';

// What other features use of this one; the feature itself is the default export.
export { downloadName } from './download-name.ts';
export { canActorReadBlob } from './blob-access.ts';
export { DOWNLOAD_ONLY_TYPES, INLINE_TYPES } from './routes.ts';
export { sendStoredFile } from './send-stored-file.ts';

export default defineFeature({
  name: 'files',
  get needs() {
    return [sharing];
  },
  build: ({ database, blobs, announce, use }) => ({ routes: [route(fileRoutes, { blobs, db: database.db, announce, guests: use(sharing).guests }, '')] }),
});
