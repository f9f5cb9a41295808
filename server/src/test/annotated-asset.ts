import type { FastifyInstance } from 'fastify';
import type { SignedInUser } from './factories.ts';
import { makeGradientImage } from './images.ts';
import { buildUploadedAsset } from './project-factories.ts';

/** Larger than a preview's 2560 pixels, so its rendering is scaled (by 0.8) against the points. */
export const ANNOTATED_SIZE = { width: 3200, height: 1600 };

/**
 * An uploaded design with two drawn marks (a rectangle, then an arrow) and a comment without one,
 * made through the real API as a reviewer would; ids of what was made.
 */
export async function buildAnnotatedAsset(app: FastifyInstance, author: SignedInUser, projectId: number) {
  const asset = await buildUploadedAsset(app, author, projectId, 'landing.png', await makeGradientImage(ANNOTATED_SIZE.width, ANNOTATED_SIZE.height));
  const variationId: number = asset.versions[0].variations[0].id;
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `/api/v1${url}`, headers: author.headers, payload: { variation_id: variationId, ...payload } });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data.id as number;
  };
  const rectangle = await post('/annotation-comments', {
    shape: 'rect',
    color: 'red',
    content: 'The logo is too small here.',
    starting_point: [{ x: 400, y: 300 }],
    path: [{ x: 400, y: 300 }, { x: 900, y: 300 }, { x: 900, y: 700 }, { x: 400, y: 700 }, { x: 400, y: 300 }],
  });
  const arrow = await post('/annotation-comments', { shape: 'arrow', color: 'blue', content: 'Move this button up.', starting_point: [{ x: 2000, y: 1200 }], path: [{ x: 2000, y: 1200 }, { x: 2500.4, y: 1450.6 }] });
  const plain = await post('/comments', { content: 'Overall the colours work.' });
  return { assetId: asset.id as number, versionId: asset.versions[0].id as number, variationId, rectangle, arrow, plain };
}
