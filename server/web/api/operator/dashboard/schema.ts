import { z } from 'zod';
import { TRACKING_FIELDS, type TrackingField } from '#server/contract/tracking';

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z.iso.date();

export const dashboardQuery = z
  .object({
    tenant_id: z.string().max(100).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['from'], message: 'from is after to' });

const trackingFields = z
  .string()
  .max(100)
  .transform((text) => text.split(',').filter(Boolean))
  .pipe(z.array(z.enum(TRACKING_FIELDS)).min(1).max(TRACKING_FIELDS.length))
  .transform((fields): TrackingField[] => [...new Set(fields)]);

export const trafficQuery = z
  .object({
    tenant_id: z.string().min(1).max(100),
    from: day.optional(),
    to: day.optional(),
    by: trackingFields.default(['network']),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['from'], message: 'from is after to' });
