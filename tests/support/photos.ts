import sharp from 'sharp';
import request from 'supertest';
import { VARIANT_TYPES, variantKey, type PhotoCopies, type VariantType } from '#server/contract/photo-variants';
import type { TestApp } from './test-app';

/** A photo's copies as a browser asks for them: the address of each type and width its `variant_widths` name. */
export function copiesOf(photo: PhotoCopies): { url: string; type: VariantType; width: number }[] {
  return VARIANT_TYPES.flatMap((type) => photo.variant_widths.map((width) => ({ url: variantKey(photo.filename, width, type), type, width })));
}

/** What POST /api/photos.php answers for the member's new photo (server/core/presenters/photos.ts). */
export interface UploadedPhoto {
  id: number;
  filename: string;
  thumb_filename: string;
  variant_widths: number[];
  status: 'pending' | 'active' | 'rejected';
  main: boolean;
}

/**
 * Serves these sites with `photo_moderation: manual` from now on, as an edited tenant file would
 * (the registry swaps its snapshot); the demo sites ship with `auto`.
 */
export function manualModeration(t: TestApp, tenantIds: readonly string[]): void {
  const { files } = t.tenants;
  t.tenants.replace(
    { ...files, tenants: files.tenants.map((tenant) => (tenantIds.includes(tenant.id) ? { ...tenant, photo_moderation: 'manual' as const } : tenant)) },
    t.tenants.problems(),
  );
}

let shade = 0;

/** A thumbnail as the site stores it: a square WebP, half transparent (what a JPEG copy must fill in). */
export function webpThumbnail(size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 4, background: { r: 200, g: 80, b: 120, alpha: 0.5 } } })
    .webp()
    .toBuffer();
}

/** A member's upload of a plain 600 px picture (a new colour each time). */
export async function uploadPhoto(t: TestApp, host: string, cookie: string): Promise<UploadedPhoto> {
  shade = (shade + 37) % 256;
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: shade, g: 80, b: 160 } } })
    .png()
    .toBuffer();
  const res = await request(t.app)
    .post('/api/photos.php')
    .set('Host', host)
    .set('X-Request-Type', 'client')
    .set('Cookie', cookie)
    .attach('photo', picture, { filename: 'me.png', contentType: 'image/png' })
    .expect(201);
  return res.body.photo as UploadedPhoto;
}
