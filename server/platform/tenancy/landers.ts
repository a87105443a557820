import { z } from 'zod';
import { LANDER_NAMES, LANDER_SLUG_PATTERN } from '#server/contract/landers';
import { siteTextSchema } from './texts';

/** A text of a campaign: the same in every language, or one per language. */
const variantText = siteTextSchema(200);

/** One campaign variant of a lander (docs/product.md#landers); what it leaves out comes from the locale texts. */
export const landerVariantSchema = z
  .object({
    headline: variantText.optional(),
    subline: variantText.optional(),
    cta: variantText.optional(),
    /** The region the campaign is about, as "<country>-<region code>" (e.g. "NL-NH"): its members come first. */
    region: z
      .string()
      .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'must be "<country>-<region>", e.g. "NL-NH"')
      .optional(),
    /** Whose faces the lander shows; by default women, men on a gay site (niche 4). */
    gender: z.enum(['male', 'female', 'all']).optional(),
  })
  .strict();

const landerConfigSchema = z
  .object({
    /** Campaign variants by URL slug; an unknown slug shows the default variant. */
    variants: z.record(z.string().regex(LANDER_SLUG_PATTERN, 'must be lower-case letters, digits and dashes'), landerVariantSchema).default({}),
    /** Video landers: the operator's own clip instead of the one made from the faces, a media file ("<site>/<name>.mp4" or .webm: under DATA_DIR/media, or the bucket's media/ with S3_BUCKET). */
    file: z
      .string()
      .regex(/^[a-z0-9-]+\/[\w.-]+\.(mp4|webm)$/, 'must be "<folder>/<file>.mp4" or .webm in the media storage (DATA_DIR/media or the bucket media/ prefix)')
      .optional(),
    /** Its poster (the first frame), beside it: "<site>/<name>.webp", .jpg or .png. */
    poster: z
      .string()
      .regex(
        /^[a-z0-9-]+\/[\w.-]+\.(webp|jpe?g|png)$/,
        'must be "<folder>/<file>.webp", .jpg or .png in the media storage (DATA_DIR/media or the bucket media/ prefix)',
      )
      .optional(),
  })
  .strict();

export const landersSchema = z.partialRecord(z.enum(LANDER_NAMES), landerConfigSchema);

export type LanderVariant = z.infer<typeof landerVariantSchema>;
