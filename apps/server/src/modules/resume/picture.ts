import { UPLOAD_LIMIT_BYTES } from '@portal/contracts/constants';
import { MESSAGES } from '@portal/contracts/messages';
import sharp from 'sharp';
import { AppError } from '../../plugins/problem';

/** Side of the square box a stored picture fits in. */
export const PICTURE_MAX_SIDE = 400;

/**
 * The body limit of the basic-information PUT: an 8 MB picture as a base64 data URL (4/3 of its size) plus the
 * other fields. Fastify refuses a larger body with 413 from its Content-Length (or as soon as the stream passes
 * the limit), before it is read whole.
 */
export const BASIC_INFORMATION_BODY_LIMIT = Math.ceil((UPLOAD_LIMIT_BYTES * 4) / 3) + 64 * 1024;

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,/;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

const conversionFailed = () =>
  new AppError('validation_failed', {
    errors: [{ field: 'picture', message: MESSAGES.pictureConversionFailed }],
  });

/**
 * Turns an uploaded data URL into the stored picture: the bytes must be an image by content (whatever the
 * declared type says), at most UPLOAD_LIMIT_BYTES, and are re-encoded to a small WebP. Re-encoding keeps no
 * metadata, so EXIF and GPS tags are gone.
 */
export async function processPicture(dataUrl: string): Promise<Buffer> {
  const header = DATA_URL.exec(dataUrl);
  if (!header) throw conversionFailed();
  const bytes = Buffer.from(dataUrl.slice(header[0].length), 'base64');
  if (bytes.length > UPLOAD_LIMIT_BYTES)
    throw new AppError('payload_too_large', { detailKey: MESSAGES.imageTooLarge });
  if (bytes.length === 0) throw conversionFailed();
  try {
    const image = sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw conversionFailed();
    return await image
      .rotate()
      .resize(PICTURE_MAX_SIDE, PICTURE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw conversionFailed();
  }
}

/** The stored picture as the data URL the basic information answers. */
export function pictureDataUrl(picture: Buffer | null): string | null {
  return picture ? `data:image/webp;base64,${picture.toString('base64')}` : null;
}
