import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config';
import { openCliDatabase } from '#server/db/cli-connection';
import { OPERATOR_ROLES, type OperatorRole } from '#server/db/schema';
import { createOperator, OperatorInputError } from '#server/domain/operators/accounts';
import { loadSecrets } from '#server/secrets';

const USAGE = `Usage:
  npm run operator -- add --email <e-mail> --role <${OPERATOR_ROLES.join('|')}> [--tenants <id,id>]

Prints a sign-in link (sets the password; single use, 24 hours) and the TOTP secret for an
authenticator app. Owners without --tenants see every site; the other roles need their sites.`;

function isRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** The console's first host, where the sign-in link opens; http outside production, as the dev server serves. */
function consoleOrigin(hosts: string[], production: boolean, port: number): string {
  const host = hosts[0] ?? 'operator.localhost';
  return production ? `https://${host}` : `http://${host}:${port}`;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string' }, tenants: { type: 'string', default: '' } },
  });
  const role = values.role ?? '';
  if (positionals[0] !== 'add' || !values.email || !isRole(role)) throw new OperatorInputError(USAGE);
  const config = loadConfig();
  const tenants = values.tenants
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const database = await openCliDatabase(config);
  try {
    const created = await createOperator(database.db, loadSecrets(config), { email: values.email, role, tenants, now: new Date() });
    const origin = consoleOrigin(config.OPERATOR_HOSTS, config.NODE_ENV === 'production', config.PORT);
    console.log(`operator ${created.operator.id} ${created.operator.email} (${role}; ${tenants.length ? tenants.join(', ') : 'all sites'})`);
    console.log(`sign-in link (sets the password; once, within 24 hours):\n  ${origin}/operator/password#${created.setupToken}`);
    console.log(`TOTP secret for the authenticator app (scan or paste; shown only now):\n  ${created.totpUri}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof OperatorInputError ? error.message : error);
  process.exit(1);
});
