import sharp from 'sharp';
import { invalid } from '../../errors.ts';

const AVATAR_SIZE = 400;

/** Decodes the upload (so only real images pass, whatever their name) and re-encodes a square WebP. */
export async function renderAvatar(upload: Buffer): Promise<Buffer> {
  try {
    return await sharp(upload, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw invalid('avatar_not_image', undefined, { avatar: 'avatar_not_image_field' });
  }
}
