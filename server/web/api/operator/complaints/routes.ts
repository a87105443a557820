import type { Router } from 'express';
import type { z } from 'zod';
import type { Db } from '#server/platform/db/client';
import type { Storage } from '#server/adapters/storage/storage';
import type { Realtime } from '#server/platform/realtime/events';
import { ValidationError } from '#server/core/domain/errors';
import { complaintQueue, openPerSite } from '#server/core/domain/complaints/queue';
import { resolveComplaint, type ResolveInput } from '#server/core/domain/complaints/resolve';
import { complaintView } from '#server/core/domain/complaints/view';
import { presentComplaintRow, presentComplaintView } from '#server/core/presenters/complaints';
import { operatorRouter } from '../operator-router';
import { complaintQuery, complaintsQuery, resolveBody } from './schema';

function resolveInput(body: z.infer<typeof resolveBody>, common: Pick<ResolveInput, 'id' | 'note' | 'ip' | 'now'>): ResolveInput {
  if (body.action !== 'hide_photo') return { ...common, action: body.action };
  if (body.photo_id === undefined || !body.photo_reason) throw new ValidationError({ photo_id: { key: 'operator_console.complaint_photo_required' } });
  return { ...common, action: 'hide_photo', photoId: body.photo_id, photoReason: body.photo_reason };
}

/** Complaints (docs/product.md#operator-console, decision 0104): owners, managers and moderators of the complaints' sites. */
export function complaintsOperatorRoutes(deps: { db: Db; storage: Storage; realtime: Realtime; now(): Date }): Router {
  const router = operatorRouter('complaints');

  router.get('/api/operator/complaints.php', async (req, res, operator) => {
    const query = complaintsQuery.parse(req.query);
    const order = query.order ?? (query.status === 'open' ? 'oldest' : 'newest');
    const cursor = order === 'oldest' ? query.after : query.before;
    const filter = { tenantId: query.tenant_id, status: query.status, reason: query.reason, order, cursor, limit: query.limit };
    const [rows, open] = await Promise.all([complaintQueue(deps.db, operator, filter), openPerSite(deps.db, operator)]);
    const last = rows.length === query.limit ? rows.at(-1)?.complaint.id : undefined;
    res.json({
      complaints: rows.map(presentComplaintRow),
      next_after: order === 'oldest' ? (last ?? null) : null,
      next_before: order === 'newest' ? (last ?? null) : null,
      sites: open.map((site) => ({ tenant_id: site.tenantId, open: site.open })),
    });
  });

  router.get('/api/operator/complaint.php', async (req, res, operator) => {
    const { id } = complaintQuery.parse(req.query);
    const view = await complaintView(deps.db, operator, id, req.ip ?? null);
    // Members' words, shown to one operator: never kept by a cache.
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(presentComplaintView(view, deps.now()));
  });

  router.post('/api/operator/complaint-resolve.php', async (req, res, operator) => {
    const body = resolveBody.parse(req.body ?? {});
    const input = resolveInput(body, { id: body.id, note: body.note, ip: req.ip ?? null, now: deps.now() });
    const { complaint, alsoClosed, events } = await resolveComplaint(deps.db, deps.storage, operator, input);
    await deps.realtime.publish(events);
    res.json({ complaint: { id: complaint.id, status: complaint.status, resolution: complaint.resolution }, also_closed: alsoClosed });
  });

  return router.routes;
}
