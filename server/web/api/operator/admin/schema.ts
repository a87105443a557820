import { z } from 'zod';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const sites = z.array(z.string().max(100)).max(500);

/** Only the shapes: what the values must be is checked where the CLI checks them too (accounts.ts, onboard.ts). */
export const newOperatorBody = z.object({
  email: z.string().max(254),
  role: z.string().max(20),
  tenants: sites.default([]),
});

export const operatorAccessBody = z.object({
  id,
  role: z.string().max(20),
  tenants: sites.default([]),
});

export const operatorIdBody = z.object({ id });

export const newSiteBody = z.object({
  id: z.string().max(100).optional(),
  domain: z.string().max(300),
  name: z.string().max(200),
  niche: z.number().int(),
  language: z.string().max(10),
  countries: z.array(z.string().max(10)).max(300),
  company: z.string().max(100),
});

const site = z.string().max(100);

export const siteSettingsQuery = z.object({ tenant_id: site });

/** Only the shapes: what the settings may be is the tenant schema's to say, laid over the file (server/core/domain/site-settings). */
export const siteSettingsBody = z.object({
  tenant_id: site,
  version: z.number().int().min(0).max(2_147_483_647),
  settings: z.record(z.string().max(100), z.unknown()),
});
