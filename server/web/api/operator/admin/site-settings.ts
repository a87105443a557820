import type { Router } from 'express';
import { eq } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Db } from '#server/platform/db/client';
import { operators } from '#server/platform/db/schema';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import type { SiteSettingsSync } from '#server/platform/tenancy/site-settings-sync';
import { DomainError, ValidationError } from '#server/core/domain/errors';
import { saveSiteSettings, storedSettings } from '#server/core/domain/site-settings/save';
import { presentSiteSettings } from '#server/core/presenters/site-settings';
import { operatorRouter } from '../operator-router';
import { siteSettingsBody, siteSettingsQuery } from './schema';

export interface SiteSettingsRouteDeps {
  db: Db;
  tenants: TenantRegistry;
  /** Lays a save over this process's sites at once and tells the others (server/platform/tenancy/site-settings-sync.ts). */
  siteSettings: SiteSettingsSync;
  now(): Date;
}

const unknownSite = () => new DomainError(404, 'unknown_site', 'operator_console.site_settings.unknown_site');

/**
 * A refusal names each field in the operator's language: the section's name, then what the
 * domain said in its own terms (a language, a package and currency, a lander and campaign).
 */
function named(error: ValidationError, t: TFunction | undefined): ValidationError {
  if (!t) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fieldKeys).map(([field, { key, values = {} }]) => {
      const label = t(`operator_console.site_settings.fields.${String(values.label)}`, { defaultValue: String(values.label) });
      const name = values.detail ? `${label} (${String(values.detail)})` : label;
      return [field, { key, values: { ...values, field: name } }];
    }),
  );
  return new ValidationError(fields, error.extra);
}

/** The settings form of one site: its safe fields, and an owner's save of them (decision 0145). */
export function siteSettingsRoutes(deps: SiteSettingsRouteDeps): Router {
  // Owners only: the area is theirs (roles.ts); the router also refuses a site that is not the owner's.
  const router = operatorRouter('site_settings');

  const answer = async (tenantId: string) => {
    const served = deps.tenants.get(tenantId);
    const file = deps.tenants.fileOf(tenantId);
    if (!served || !file) throw unknownSite();
    const stored = await storedSettings(deps.db, tenantId);
    const [editor] = stored.updatedBy ? await deps.db.select({ email: operators.email }).from(operators).where(eq(operators.id, stored.updatedBy)) : [];
    return presentSiteSettings(served, file, stored, editor?.email ?? null);
  };

  router.get('/api/operator/site-settings.php', async (req, res) => {
    const query = siteSettingsQuery.parse(req.query);
    res.json(await answer(query.tenant_id));
  });

  router.put('/api/operator/site-settings.php', async (req, res, operator) => {
    const body = siteSettingsBody.parse(req.body ?? {});
    const file = deps.tenants.fileOf(body.tenant_id);
    if (!file) throw unknownSite();
    let saved: Awaited<ReturnType<typeof saveSiteSettings>>;
    try {
      saved = await saveSiteSettings(deps.db, {
        file,
        operator,
        version: body.version,
        changes: body.settings,
        ip: req.ip ?? null,
        now: deps.now(),
      });
    } catch (error) {
      throw error instanceof ValidationError ? named(error, res.locals.console?.t) : error;
    }
    // Served here before the answer; if the read fails, the poll serves it moments later.
    await deps.siteSettings.refresh().catch(() => undefined);
    deps.siteSettings.announce(body.tenant_id, saved.version);
    res.json(await answer(body.tenant_id));
  });

  return router.routes;
}
