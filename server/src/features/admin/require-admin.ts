import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../errors.ts';


/**
 * The onRequest guard of every `/admin` route: a signed-in instance administrator
 * (npm run admin -- set-admin). Project roles give no say here.
 */
export const requireAdmin = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await app.authenticate(request);
  if (app.currentUser(request).is_admin !== 1) throw forbidden('admins_only');
};
