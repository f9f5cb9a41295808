import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { Throttle } from '../auth/index.ts';
import type { ReviewsService } from '../reviews/index.ts';
import type { LinkAccess } from './link-access.ts';
import type { LinkResolver } from './open-link.ts';

/** What the guest's operations work with: one value, built once by the sharing feature. */
export interface GuestContext {
  db: Db;
  links: LinkResolver;
  access: LinkAccess;
  throttle: Throttle;
  announce: Announce;
  reviews: ReviewsService;
  blobs: BlobStore;
}
