import { pictureMaxInputPixels, UPLOAD_LIMIT_BYTES } from '@portal/contracts/constants';
import { MESSAGES } from '@portal/contracts/messages';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { AppError } from '#server/core/errors';

/** Side of the square box a stored picture fits in. */
const PICTURE_MAX_SIDE = 400;

/**
 * The body limit of the basic-information PUT: an 8 MB picture as a base64 data URL (4/3 of its size) plus the
 * other fields. Fastify refuses a larger body with 413 from its Content-Length (or as soon as the stream passes
 * the limit), before it is read whole.
 */
export const BASIC_INFORMATION_BODY_LIMIT = Math.ceil((UPLOAD_LIMIT_BYTES * 4) / 3) + 64 * 1024;

/** Pictures decoded at once: each may hold up to ~16 Mpx × 4 bytes (64 MB) while it is resized. */
export const PICTURE_DECODE_CONCURRENCY = 2;
/** Uploads that may wait for a decode; more answer 503 with Retry-After instead of piling up their bodies. */
const PICTURE_DECODE_QUEUE = 8;
const RETRY_AFTER_SECONDS = 5;

// An upload is decoded once: libvips' operation cache would only keep its pixels in memory.
sharp.cache(false);

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,/;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

const conversionFailed = () =>
  new AppError('validation_failed', {
    errors: [{ field: 'picture', message: MESSAGES.pictureConversionFailed }],
  });

/**
 * Runs decodes with at most `concurrency` at once and `maxWaiting` waiting; a task beyond that is refused with 503
 * (and Retry-After) at once, so a burst of uploads costs bounded memory and time. Each account holds at most one
 * place (running or waiting, decision 0065): its second upload meanwhile is refused with 429, so one account cannot
 * fill the queue and take the turn of everyone else.
 */
export function decodeQueue(concurrency: number, maxWaiting: number) {
  const limit = pLimit(concurrency);
  const owners = new Set<string>();
  return {
    /**
     * Claims the place of `owner` (an account) for one upload; the answer releases it. Throws 429 with
     * Retry-After while the owner's previous upload is still in flight.
     */
    claim(owner: string): () => void {
      if (owners.has(owner))
        throw new AppError('rate_limited', {
          detailKey: 'errors.pictureInFlight',
          params: { seconds: RETRY_AFTER_SECONDS },
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
        });
      owners.add(owner);
      return () => owners.delete(owner);
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      if (limit.pendingCount >= maxWaiting)
        throw new AppError('service_unavailable', {
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
        });
      return limit(task);
    },
    /** Decodes running now (p-limit's own count; the reliability test samples it). */
    get active(): number {
      return limit.activeCount;
    },
    get waiting(): number {
      return limit.pendingCount;
    },
  };
}

/** The process's one picture decode queue. */
export const pictureDecodes = decodeQueue(PICTURE_DECODE_CONCURRENCY, PICTURE_DECODE_QUEUE);

/**
 * Turns an uploaded data URL into the stored picture: the bytes must be an image by content (whatever the
 * declared type says), at most UPLOAD_LIMIT_BYTES and the pixels its format may have (pictureMaxInputPixels), and
 * are re-encoded to a small WebP. Re-encoding keeps no metadata, so EXIF and GPS tags are gone. `owner` (the
 * account) has one upload in flight at most (decision 0065).
 */
export async function processPicture(dataUrl: string, owner: string): Promise<Buffer> {
  const release = pictureDecodes.claim(owner);
  try {
    return await checkAndDecode(dataUrl);
  } finally {
    release();
  }
}

async function checkAndDecode(dataUrl: string): Promise<Buffer> {
  const header = DATA_URL.exec(dataUrl);
  if (!header) throw conversionFailed();
  const bytes = Buffer.from(dataUrl.slice(header[0].length), 'base64');
  if (bytes.length > UPLOAD_LIMIT_BYTES)
    throw new AppError('payload_too_large', { detailKey: MESSAGES.imageTooLarge });
  if (bytes.length === 0) throw conversionFailed();
  // metadata() reads the header only: the dimensions are known before a single pixel is decoded. No pixel limit
  // here, so any oversized header gets the clear 'too many pixels' answer below.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw conversionFailed();
  const { width = 0, height = 0 } = metadata;
  // The bound of its format keeps the decode within 64 MB (decisions 0047, 0065): an AVIF is decoded whole.
  const { pixels, example } = pictureMaxInputPixels(metadata.format);
  if (width * height > pixels)
    throw new AppError('validation_failed', {
      errors: [
        {
          field: 'picture',
          message: MESSAGES.pictureTooManyPixels,
          params: { width, height, megapixels: pixels / 1_000_000, example },
        },
      ],
    });
  return pictureDecodes.run(async () => {
    try {
      // limitInputPixels again: a second guard should a header and its data disagree.
      return await sharp(bytes, { limitInputPixels: pixels, failOn: 'error' })
        .rotate()
        .resize(PICTURE_MAX_SIDE, PICTURE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw conversionFailed();
    }
  });
}

/** The stored picture as the data URL the basic information answers. */
export function pictureDataUrl(picture: Buffer | null): string | null {
  return picture ? `data:image/webp;base64,${picture.toString('base64')}` : null;
}
