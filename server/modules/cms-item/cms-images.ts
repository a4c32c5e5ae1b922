/**
 * Images for item bodies: uploaded as base64 in JSON (a png, jpeg, gif or webp of at most 2 MB,
 * whose bytes must be of the type it names), stored in the database, served by their key to anyone
 * (the portal shows them). No SVG: an image never carries a script.
 */
import { eq } from 'drizzle-orm';
import { CMS_IMAGE_MAX_BYTES, CMS_IMAGE_PATH } from '../../../src/shared/constants/cms-item';
import type { Db } from '../../db/client';
import { cmsImages } from '../../db/schema';
import { badRequest } from '../../http/errors';

type ImageType = (typeof cmsImages.$inferInsert)['contentType'];

/** The type the bytes are, by their signature. */
function sniff(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (/^GIF8[79]a/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

export async function storeCmsImage(
  db: Db,
  upload: { fileName: string; contentType: ImageType; data: string },
  userId: number | null,
) {
  const content = Buffer.from(upload.data, 'base64');
  if (content.length > CMS_IMAGE_MAX_BYTES)
    throw badRequest('validation.failed', { data: 'validation.cmsImageTooLarge' });
  if (sniff(content) !== upload.contentType) throw badRequest('validation.failed', { data: 'validation.cmsImageType' });
  const [row] = await db
    .insert(cmsImages)
    .values({ fileName: upload.fileName, contentType: upload.contentType, content, uploadedBy: userId })
    .returning({ key: cmsImages.key });
  return { imageKey: row!.key, url: `${CMS_IMAGE_PATH}/${row!.key}` };
}

export async function cmsImageByKey(db: Db, key: string) {
  const [row] = await db
    .select({ contentType: cmsImages.contentType, content: cmsImages.content })
    .from(cmsImages)
    .where(eq(cmsImages.key, key));
  return row;
}
