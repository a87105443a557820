import sharp from 'sharp';
import type { Storage } from '#server/adapters/storage/storage';

/** The JPEG copy of a thumbnail beside it: "<tenant>/<name>_thumb.webp" → "<tenant>/<name>_thumb.jpg". */
export function mailThumbKey(thumbFilename: string): string {
  return thumbFilename.replace(/\.[a-z]+$/, '.jpg');
}

/**
 * A face for a mail as JPEG: classic Outlook and older mail programs show no WebP, in which the
 * site keeps its photos. Made from the WebP thumbnail the first time a mail needs it and kept
 * beside it (removed with the photo), so a photo uploaded before this existed gets one too.
 * Null when the thumbnail is gone or the store fails: a face is the mail's decoration, and the
 * mail goes out with the name's initial rather than not at all.
 */
export async function mailThumb(storage: Storage, thumbFilename: string): Promise<string | null> {
  const key = mailThumbKey(thumbFilename);
  try {
    if (await storage.read(key)) return key;
    const webp = await storage.read(thumbFilename);
    if (!webp) return null;
    // A transparent edge would turn black in JPEG: white, as the mail's card is.
    const jpeg = await sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    await storage.put(key, jpeg);
    return key;
  } catch {
    return null;
  }
}
