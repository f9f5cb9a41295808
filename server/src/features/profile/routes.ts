import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import {
  AVATAR_MAX_BYTES,
  ChangePasswordBodySchema,
  ChangePlanBodySchema,
  ProfileReplySchema,
  UpdateAvatarReplySchema,
  UpdateProfileBodySchema,
  UpdateProfileReplySchema,
} from '@review/contract/profile';
import { z } from 'zod';
import { invalid } from '../../errors.ts';
import { multipartForm } from '../../plugins/forms.ts';
import { readSmallUpload } from '../../plugins/multipart-upload.ts';
import { auditOf } from '../audit/index.ts';
import { presentUser, type AuthService } from '../auth/index.ts';
import type { ProfileService } from './service.ts';

export default async function profileRoutes(
  app: FastifyInstance,
  { profile, auth, publicUrl }: { profile: ProfileService; auth: AuthService; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.get('/profile', { config: { access: 'account' }, schema: { tags: ['profile'], operationId: 'getProfile', summary: 'Get the signed-in user', response: { 200: ProfileReplySchema } } }, async (request) => {
    const user = presentUser(app.currentUser(request));
    return { ...user, data: user };
  });

  api.put('/profile/update', {
    config: { access: 'account' },
    schema: { tags: ['profile'], operationId: 'updateProfile', summary: 'Change your first and last name, your language, or both', body: UpdateProfileBodySchema, response: { 200: UpdateProfileReplySchema } },
  }, async (request) => {
    const user = await profile.update(app.currentUser(request), request.body);
    return { message: 'User data updated successfully!', data: presentUser(user) };
  });

  // The spec's client sends a multipart POST with `_method=PUT`; a plain PUT is the same call.
  api.route({
    method: ['POST', 'PUT'],
    url: '/profile/update-avatar',
    config: { access: 'account' },
    schema: {
      tags: ['profile'],
      operationId: 'updateAvatar',
      summary: 'Upload a new avatar',
      ...multipartForm({ fields: z.object({}), files: { avatar: { required: true, description: `An image (JPEG, PNG, GIF, WebP or TIFF), at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB.` } } }),
      response: { 200: UpdateAvatarReplySchema },
    },
    handler: async (request) => {
      const upload = await readSmallUpload(request, ['avatar'], { maxBytes: AVATAR_MAX_BYTES });
      const [file] = upload.files;
      if (!file) throw invalid('avatar_required', undefined, { avatar: 'avatar_required_field' });
      const user = await profile.updateAvatar(app.currentUser(request), file.buffer);
      const avatar = user.avatar ?? '';
      return { message: 'Avatar updated successfully.', avatar, avatarUrl: `${publicUrl}/${avatar}`, data: presentUser(user) };
    },
  });

  api.put('/profile/password', {
    schema: { tags: ['profile'], operationId: 'changePassword', summary: 'Change your password (signs out your other sessions)', body: ChangePasswordBodySchema, response: { 200: MessageReplySchema } },
    config: { access: 'account', sessionOnly: true, endsSessions: true },
  }, async (request) => {
    const { current_password, password } = request.body;
    await auth.changePassword(app.currentUser(request), request.sessionToken ?? '', current_password, password, auditOf(request));
    return { message: 'Password changed successfully.' };
  });

  api.put('/profile/plan', {
    config: { access: 'account' },
    schema: { tags: ['profile'], operationId: 'changePlan', summary: 'Change your plan', body: ChangePlanBodySchema, response: { 200: UpdateProfileReplySchema } },
  }, async (request) => {
    const user = await profile.changePlan(app.currentUser(request), request.body.plan);
    return { message: 'Plan changed successfully.', data: presentUser(user) };
  });
}
