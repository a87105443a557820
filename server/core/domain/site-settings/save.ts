import { and, eq } from 'drizzle-orm';
import type { SiteSettingsValues } from '#server/contract/answers/site-settings';
import type { Db } from '#server/platform/db/client';
import { siteSettings, type Operator } from '#server/platform/db/schema';
import { applyOverride, layOver, settingsOf, settingsPath, siteOverrideSchema, type SiteOverride } from '#server/platform/tenancy/overrides';
import { tenantSchema, type Tenant } from '#server/platform/tenancy/schema';
import { DomainError } from '../errors';
import { audit } from '../operators/audit';
import { changesBetween, overrideFrom } from './compare';
import { settingsRefusal, STALE_KEY } from './problems';

export interface StoredSettings {
  settings: SiteOverride;
  version: number;
  updatedAt: Date | null;
  updatedBy: number | null;
}

/** The console's changes to a site as stored (version 0: none saved yet); a row that is not valid any more counts as none. */
export async function storedSettings(db: Pick<Db, 'select'>, tenantId: string): Promise<StoredSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.tenantId, tenantId));
  if (!row) return { settings: {}, version: 0, updatedAt: null, updatedBy: null };
  const parsed = siteOverrideSchema.safeParse(row.settings);
  return { settings: parsed.success ? parsed.data : {}, version: row.version, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

export interface SettingsSave {
  /** The site as its file says (the registry's last good version). */
  file: Tenant;
  operator: Pick<Operator, 'id'>;
  /** The version the owner's form was read at. */
  version: number;
  /** The sections the owner saves, each whole. */
  changes: unknown;
  ip: string | null;
  now: Date;
}

export interface SavedSettings {
  version: number;
  override: SiteOverride;
  /** The site as served from now on. */
  tenant: Tenant;
}

/**
 * An owner's change of a site's safe fields (decision 0145): laid over the file and validated by
 * the tenant schema as a whole, or refused field by field with nothing saved; saved only over
 * the version the owner read (409 otherwise); audited with each field's value before and after.
 */
export async function saveSiteSettings(db: Db, save: SettingsSave): Promise<SavedSettings> {
  const { file } = save;
  const changes = siteOverrideSchema.safeParse(save.changes ?? {});
  if (!changes.success) throw settingsRefusal(changes.error.issues, (path) => path.map(String));
  return db.transaction(async (tx) => {
    const stored = await storedSettings(tx, file.id);
    if (stored.version !== save.version) throw new DomainError(409, 'stale_settings', STALE_KEY, { version: stored.version });
    const before = settingsOf(applyOverride(file, stored.settings).tenant);
    const wanted = wantedSettings(before, changes.data);
    const override = overrideFrom(settingsOf(file), wanted, file);
    const parsed = tenantSchema.safeParse(layOver(file, override));
    if (!parsed.success) throw settingsRefusal(parsed.error.issues, (path) => settingsPath(file, path));
    const changed = changesBetween(before, settingsOf(parsed.data), file);
    if (Object.keys(changed).length === 0) return { version: stored.version, override: stored.settings, tenant: parsed.data };
    const version = stored.version + 1;
    const values = { settings: override, version, updatedAt: save.now, updatedBy: save.operator.id };
    const written = stored.version
      ? await tx
          .update(siteSettings)
          .set(values)
          .where(and(eq(siteSettings.tenantId, file.id), eq(siteSettings.version, stored.version)))
          .returning({ version: siteSettings.version })
      : await tx
          .insert(siteSettings)
          .values({ tenantId: file.id, ...values })
          .onConflictDoNothing()
          .returning({ version: siteSettings.version });
    // Another save took the same version between our read and write.
    if (!written.length) throw new DomainError(409, 'stale_settings', STALE_KEY, { version: stored.version });
    await audit(tx, save.operator, 'site_settings_change', { tenantId: file.id, detail: { version, changes: changed }, ip: save.ip });
    return { version, override, tenant: parsed.data };
  });
}

/**
 * What the owner wants: the saved sections over the current settings. The fictional wording is
 * saved whole, a lander campaign's texts whole (campaigns not sent keep theirs): a text left out
 * or set to null is one the owner cleared (no text, the locale's words).
 */
function wantedSettings(before: SiteSettingsValues, changes: SiteOverride): SiteSettingsValues {
  const { fictional, landers, ...rest } = changes;
  const present = <T>(texts: Partial<Record<string, T | null>>) =>
    Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== null && value !== undefined)) as Record<string, T>;
  const wanted: SiteSettingsValues = { ...before, ...rest };
  if (fictional) wanted.fictional = present(fictional);
  if (landers) {
    const merged: Record<string, Record<string, Record<string, unknown>>> = { ...before.landers };
    for (const [name, variants] of Object.entries(landers)) {
      merged[name] = { ...merged[name], ...Object.fromEntries(Object.entries(variants).map(([slug, texts]) => [slug, present(texts)])) };
    }
    wanted.landers = merged;
  }
  return wanted;
}
