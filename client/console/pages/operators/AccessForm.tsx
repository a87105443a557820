import { useTranslation } from '#client/i18n/useTranslation';
import { Field } from '#client/console/components/Field';
import { useConsoleSession, type ConsoleOperator } from '#client/console/queries/session';
import * as styles from '#client/console/styles.css';
import type { OperatorAccess } from '#client/console/queries/operators';
import * as css from './operators.css';

const ROLES: ConsoleOperator['role'][] = ['owner', 'manager', 'moderator', 'support'];

/** Role and sites of an operator: every site for an owner (only an owner of every site may give that), else the chosen ones. */
export function AccessFields({
  value,
  onChange,
  errors,
}: {
  value: OperatorAccess;
  onChange(value: OperatorAccess): void;
  errors: Record<string, string> | undefined;
}) {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const sites = session.data?.sites ?? [];
  const mayGiveAll = session.data?.operator.all_sites === true;
  const allSites = value.role === 'owner' && value.tenants.length === 0 && mayGiveAll;
  const toggle = (id: string, on: boolean) => onChange({ ...value, tenants: on ? [...value.tenants, id] : value.tenants.filter((other) => other !== id) });
  return (
    <>
      <Field label={t('operators.role')} error={errors?.role}>
        <select className={styles.input} value={value.role} onChange={(event) => onChange({ ...value, role: event.target.value as OperatorAccess['role'] })}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className={css.siteList} aria-describedby={errors?.tenants ? 'operator-sites-error' : undefined}>
        <legend className={css.legend}>{t('operators.sites')}</legend>
        {value.role === 'owner' && mayGiveAll && (
          <label className={css.check}>
            <input
              type="checkbox"
              checked={allSites}
              onChange={(event) => onChange({ ...value, tenants: event.target.checked ? [] : sites.map((site) => site.id) })}
            />
            <strong>{t('operators.all_sites')}</strong>
          </label>
        )}
        {sites.map((site) => (
          <label key={site.id} className={css.check}>
            <input
              type="checkbox"
              disabled={allSites}
              checked={allSites || value.tenants.includes(site.id)}
              onChange={(event) => toggle(site.id, event.target.checked)}
            />
            {site.name}
          </label>
        ))}
      </fieldset>
      {value.role === 'owner' && mayGiveAll && <p className={css.hint}>{t('operators.all_sites_hint')}</p>}
      {errors?.tenants && (
        <p id="operator-sites-error" className={styles.fieldError}>
          {errors.tenants}
        </p>
      )}
    </>
  );
}
