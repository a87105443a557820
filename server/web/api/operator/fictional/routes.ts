import { Router, type Request } from 'express';
import { asc, eq } from 'drizzle-orm';
import { photos } from '#server/platform/db/schema';
import { ValidationError } from '#server/core/domain/errors';
import { createFictional, findFictional, listFictional, updateFictional } from '#server/core/domain/fictional/profiles';
import { audit } from '#server/core/domain/operators/audit';
import { deletePhoto, setMainPhoto } from '#server/core/domain/photos/manage';
import { uploadPhoto } from '#server/core/domain/photos/upload';
import { singlePhoto } from '#server/web/http/photo-upload';
import { presentFictionalProfile, presentFictionalRow } from '#server/core/presenters/fictional';
import { presentPhoto } from '#server/core/presenters/photos';
import { INTERESTS } from '#server/platform/reference-data/interests-data';
import { regionsFor } from '#server/platform/reference-data/regions';
import { operatorRouter } from '../operator-router';
import { mediaPrefix, type FictionalRouteDeps } from './deps';
import { inboxRoutes } from './inbox-routes';
import { createBody, idQuery, listQuery, optionsQuery, photoBody, photoUpload, updateBody } from './schema';

function siteOf(deps: FictionalRouteDeps, tenantId: string) {
  const site = deps.tenants.get(tenantId);
  if (!site) throw new ValidationError({ tenant_id: { key: 'errors.invalid_field' } });
  return site.tenant;
}

/** After the router's access check: only a session with the 'fictional' area reaches the upload parser. */
const photoUploadParser = singlePhoto();

/**
 * The sites' fictional profiles (area 'fictional': owners, managers, moderators): list, create,
 * edit and their photos, through the members' own photo pipeline (active at once); every change
 * audited. The fictional flag is no field anywhere here: it is set on creation and stays.
 */
export function fictionalOperatorRoutes(deps: FictionalRouteDeps): Router {
  const router = operatorRouter('fictional');
  const prefix = (tenantId: string) => mediaPrefix(deps, tenantId);
  const ip = (req: Request) => req.ip ?? null;

  router.get('/api/operator/fictional-profiles.php', async (req, res, operator) => {
    const query = listQuery.parse(req.query);
    const rows = await listFictional(deps.db, operator, { tenantId: query.tenant_id, q: query.q, before: query.before, limit: query.limit });
    const today = deps.now();
    res.json({
      profiles: rows.map((row) => presentFictionalRow(row, prefix, today)),
      next_before: rows.length === query.limit ? (rows.at(-1)?.profile.userId ?? null) : null,
    });
  });

  router.get('/api/operator/fictional-profile.php', async (req, res, operator) => {
    const { id } = idQuery.parse(req.query);
    const { profile } = await findFictional(deps.db, operator, id);
    const own = await deps.db.select().from(photos).where(eq(photos.userId, id)).orderBy(asc(photos.id));
    res.json({ profile: presentFictionalProfile(profile, own, prefix(profile.tenantId), deps.now()) });
  });

  router.get('/api/operator/fictional-options.php', (req, res) => {
    const query = optionsQuery.parse(req.query);
    // Interest names in the console's language (the profile itself stores their ids).
    const language = res.locals.console?.language ?? 'en';
    const tenant = siteOf(deps, query.tenant_id);
    const regions = regionsFor(tenant.countries);
    res.json({
      countries: tenant.countries.map((code) => ({ code, regions: regions[code] ?? [] })),
      interests: INTERESTS.map((interest) => ({ id: interest.id, icon: interest.icon, label: interest.labels[language] })),
      // A cam profile needs the site's partner (decision 0122): without one the form offers no handle.
      cam_partner: tenant.cam_partner ?? null,
    });
  });

  router.post('/api/operator/fictional-profiles.php', async (req, res, operator) => {
    const body = createBody.parse(req.body ?? {});
    const tenant = siteOf(deps, body.tenant_id);
    const id = await createFictional(deps.db, tenant, body, deps.now());
    await audit(deps.db, operator, 'fictional_profile_create', { tenantId: tenant.id, memberId: id, detail: { name: body.name.trim() }, ip: ip(req) });
    res.status(201).json({ id });
  });

  router.put('/api/operator/fictional-profiles.php', async (req, res, operator) => {
    const body = updateBody.parse(req.body ?? {});
    const { profile } = await findFictional(deps.db, operator, body.id);
    await updateFictional(deps.db, siteOf(deps, profile.tenantId), body.id, body, deps.now());
    await audit(deps.db, operator, 'fictional_profile_update', { tenantId: profile.tenantId, memberId: body.id, ip: ip(req) });
    res.json({ id: body.id });
  });

  router.post('/api/operator/fictional-photo.php', photoUploadParser, async (req, res, operator) => {
    const { profile_id: profileId } = photoUpload.parse(req.body ?? {});
    if (!req.file) throw new ValidationError({ photo: { key: 'photos.bad_file' } });
    const { user } = await findFictional(deps.db, operator, profileId);
    // The site's team chose the photo: no review queue, and the premium allowance.
    const photo = await uploadPhoto(deps.db, deps.storage, user, {
      data: req.file.buffer,
      moderation: 'auto',
      premium: true,
      reviewer: { operatorId: operator.id, at: deps.now() },
    });
    await audit(deps.db, operator, 'fictional_photo_upload', { tenantId: user.tenantId, memberId: user.id, detail: { photo_id: photo.id }, ip: ip(req) });
    res.status(201).json({ photo: presentPhoto(photo, prefix(user.tenantId)) });
  });

  router.put('/api/operator/fictional-photo.php', async (req, res, operator) => {
    const body = photoBody.parse(req.body ?? {});
    const { user } = await findFictional(deps.db, operator, body.profile_id);
    await setMainPhoto(deps.db, user.id, body.id);
    await audit(deps.db, operator, 'fictional_photo_main', { tenantId: user.tenantId, memberId: user.id, detail: { photo_id: body.id }, ip: ip(req) });
    res.json({ main: body.id });
  });

  router.delete('/api/operator/fictional-photo.php', async (req, res, operator) => {
    const body = photoBody.parse(req.body ?? {});
    const { user } = await findFictional(deps.db, operator, body.profile_id);
    await deletePhoto(deps.db, deps.storage, user.id, body.id);
    await audit(deps.db, operator, 'fictional_photo_delete', { tenantId: user.tenantId, memberId: user.id, detail: { photo_id: body.id }, ip: ip(req) });
    res.json({ deleted: body.id });
  });

  return Router().use(router.routes, inboxRoutes({ ...deps, prefix }));
}
