import { AnnotationSchema, type Annotation, type CreateAnnotationBody } from '@review/contract/comments';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../errors.ts';
import { assertPageOf, findPageSize, type VariationRow } from '../assets/index.ts';
import { readTimeline } from '../video/index.ts';


/**
 * A drawn mark as it is stored, and its page, once its points are checked against that page: points
 * are the page's pixels and must fall on it (a pixel of slack for rounding). Members and guests alike.
 */
export async function checkedAnnotation(db: Db, variation: VariationRow, body: Omit<CreateAnnotationBody, 'mentions'>) {
  if (readTimeline(variation.video_probe)?.kind === 'audio') throw invalid('sound_has_no_picture', undefined, { shape: 'sound_has_no_picture' });
  const page = assertPageOf(variation, body.page);
  const { width, height } = await findPageSize(db, variation, page);
  const [start] = body.starting_point;
  const points = [...body.starting_point, ...body.path];
  if (points.some((p) => p.x < -1 || p.y < -1 || p.x > width + 1 || p.y > height + 1)) {
    throw invalid('annotation_outside_image', { width, height }, { path: 'annotation_outside_image_field' });
  }
  return { page, annotation: { shape: body.shape, color: body.color, starting_point: start, path: body.path } };
}

/** A stored mark as the wire has it; null for none, or for one the schema no longer reads. */
export function parseAnnotation(text: string | null): Annotation | null {
  if (!text) return null;
  const parsed = AnnotationSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}
