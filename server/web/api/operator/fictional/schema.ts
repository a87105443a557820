import { z } from 'zod';
import { ABOUT_ME_MAX } from '#server/contract/profile-fields';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const tenantId = z.string().min(1).max(100);

/**
 * The fictional profile's form. Loose on purpose, like sign-up: the domain answers each field with
 * its own translated message. There is no `fictional` field; one sent anyway is dropped.
 */
const fields = {
  name: z.string().max(60).default(''),
  gender: z.enum(['male', 'female', '']).default(''),
  sexuality: z.enum(['hetero', 'gay', 'lesbian', 'bi', '']).default(''),
  date_of_birth: z.string().max(20).default(''),
  country: z.string().max(2).default(''),
  region: z.string().max(10).nullable().default(null),
  about_me: z.string().max(ABOUT_ME_MAX).default(''),
  interests: z.array(z.number().int().positive()).max(50).default([]),
  cam_handle: z.string().max(100).default(''),
};

export const createBody = z.object({ tenant_id: tenantId, ...fields });
export const updateBody = z.object({ id, ...fields });

export const listQuery = z.object({
  tenant_id: tenantId.optional(),
  q: z.string().trim().max(60).optional(),
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const idQuery = z.object({ id });
export const optionsQuery = z.object({ tenant_id: tenantId });

/** Multipart fields of a photo upload (strings), and the JSON of a main-photo change or a deletion. */
export const photoUpload = z.object({ profile_id: id });
export const photoBody = z.object({ profile_id: id, id });

export const inboxQuery = z.object({
  tenant_id: tenantId.optional(),
  fictional_id: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const threadQuery = z.object({ id, before: id.optional() });

export const answerBody = z.object({
  conversation: id,
  text: z.string().max(10_000),
  /** The composer's id for this send: a retry sends once. */
  client_id: z.string().min(8).max(64),
  /** The newest message the operator saw (0: none). */
  seen_up_to: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
