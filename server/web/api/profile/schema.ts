import { z } from 'zod';
import { ABOUT_ME_MAX, PROFILE_CHOICES } from '#server/contract/profile-fields';

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable().optional();

/** PUT /api/profile.php: a subset of the member's own fields. */
export const profileBody = z
  .object({
    about_me: z.string().max(ABOUT_ME_MAX).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    location: z
      .object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) })
      .nullable()
      .optional(),
    region: z.string().max(10).nullable().optional(),
    interests: z.array(z.number().int().positive()).max(50).optional(),
    relationship_status: choice(PROFILE_CHOICES.relationship_status),
    body_type: choice(PROFILE_CHOICES.body_type),
    hair_color: choice(PROFILE_CHOICES.hair_color),
    eye_color: choice(PROFILE_CHOICES.eye_color),
    tattoos: choice(PROFILE_CHOICES.tattoos),
  })
  .strict();
