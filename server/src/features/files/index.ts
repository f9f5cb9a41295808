import { defineFeature, route } from '../feature.ts';
import sharing from '../sharing/index.ts';
import fileRoutes from './routes.ts';

export default defineFeature({
  name: 'files',
  get needs() {
    return [sharing];
  },
  build: ({ database, blobs, announce, use }) => ({ routes: [route(fileRoutes, { blobs, db: database.db, announce, guests: use(sharing).guests }, '')] }),
});
