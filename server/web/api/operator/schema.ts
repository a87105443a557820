import { z } from 'zod';

export const loginBody = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(1024),
  code: z.string().trim().max(12),
});

export const passwordBody = z.object({
  token: z.string().min(20).max(100),
  password: z.string().max(1024),
});

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const auditQuery = z.object({
  operator_id: id.optional(),
  tenant_id: z.string().max(100).optional(),
  member_id: id.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
