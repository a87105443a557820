import { asc } from 'drizzle-orm';
import { loadConfig } from '#server/platform/config';
import { openCliDatabase } from '#server/platform/db/cli-connection';
import { OPERATOR_ROLES, operators } from '#server/platform/db/schema';
import { createOperator, OperatorInputError } from '#server/core/domain/operators/accounts';
import { consoleOrigin, signInLink } from '#server/core/domain/operators/console-origin';
import { disableOperator } from '#server/core/domain/operators/sessions';
import { loadSecrets } from '#server/platform/secrets';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { parseCli, requireFlags, runCli, UsageError } from './cli';

const USAGE = `Usage:
  npm run operator -- add --email <e-mail> --role <${OPERATOR_ROLES.join('|')}> [--tenants <id,id>]
  npm run operator -- list
  npm run operator -- disable --email <e-mail>

add prints a sign-in link (sets the password; single use, 24 hours) and the TOTP secret for an
authenticator app. Owners without --tenants see every site; the other roles need their sites.
disable ends the operator's sessions and refuses their sign-ins from then on.`;

runCli({ usage: USAGE, refusals: [OperatorInputError] }, async () => {
  const { positionals, values } = parseCli(process.argv.slice(2), {
    email: { type: 'string' },
    role: { type: 'string' },
    tenants: { type: 'string', default: '' },
  });
  const command = positionals.join(' ');
  if (command !== 'add' && command !== 'list' && command !== 'disable') throw new UsageError(command ? `unknown command "${command}"` : 'which command?', true);
  requireFlags(values, command === 'add' ? ['email', 'role'] : command === 'disable' ? ['email'] : []);
  const role = values.role ?? '';
  const config = loadConfig();
  const tenants = values.tenants.split(',');
  const knownSites = loadTenantFiles(config.tenantsDir).tenants.map((tenant) => tenant.id);
  const database = await openCliDatabase(config);
  try {
    if (command === 'list') {
      const rows = await database.db.select().from(operators).orderBy(asc(operators.id));
      if (!rows.length) console.log('no operators');
      for (const row of rows) {
        const state = row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'sign-in link not used yet';
        console.log(`${row.id}\t${row.email}\t${row.role}\t${row.tenants.length ? row.tenants.join(',') : 'all sites'}\t${state}`);
      }
      return;
    }
    if (command === 'disable') {
      const disabled = await disableOperator(database.db, values.email ?? '', new Date());
      if (!disabled) throw new OperatorInputError(`no operator ${values.email}`);
      console.log(`disabled operator ${disabled.id} ${disabled.email}; their sessions are ended`);
      return;
    }
    const created = await createOperator(database.db, loadSecrets(config), { email: values.email ?? '', role, tenants, now: new Date() }, knownSites);
    const { operator } = created;
    console.log(`operator ${operator.id} ${operator.email} (${operator.role}; ${operator.tenants.length ? operator.tenants.join(', ') : 'all sites'})`);
    console.log(`sign-in link (sets the password; once, within 24 hours):\n  ${signInLink(consoleOrigin(config), created.setupToken)}`);
    console.log(`TOTP secret for the authenticator app (scan or paste; shown only now):\n  ${created.totpUri}`);
  } finally {
    await database.close();
  }
});
