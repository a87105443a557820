import { loadConfig } from '#server/platform/config';
import { openCliDatabase } from '#server/platform/db/cli-connection';
import { correctCredits, createDiscountCode, PaymentTaskError } from '#server/core/domain/payments/operator';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { parseCli, requireFlags, runCli, UsageError } from './cli';

const USAGE = `Usage:
  npm run payments -- discount add --tenant <id> --code <CODE> --percent <1-100> [--country NL] [--currency EUR] [--minimum 30]
                                   [--methods ideal,creditcard] [--expires YYYY-MM-DD (the code stops working when that UTC day begins)]
  npm run payments -- credits correct --tenant <id> --email <address> --amount <+/-n> --note <why>`;

/** A whole number with an optional sign, as typed: Number() would take "", "0x10" and "1e3" too. */
function amount(value: string): number {
  if (!/^[+-]?\d+$/.test(value)) throw new UsageError(`--amount: "${value}" is not a whole number (e.g. 50 or -20)`);
  return Number(value);
}

/** Operators' payment tasks: discount codes and balance corrections (both through the domain rules). */
runCli({ usage: USAGE, refusals: [PaymentTaskError] }, async () => {
  const { positionals, values } = parseCli(process.argv.slice(2), {
    tenant: { type: 'string' },
    code: { type: 'string' },
    percent: { type: 'string' },
    country: { type: 'string' },
    currency: { type: 'string' },
    minimum: { type: 'string' },
    methods: { type: 'string' },
    expires: { type: 'string' },
    email: { type: 'string' },
    amount: { type: 'string' },
    note: { type: 'string' },
  });
  const command = positionals.join(' ');
  if (command !== 'discount add' && command !== 'credits correct') {
    throw new UsageError(command ? `unknown command "${command}"` : 'which task?', true);
  }
  requireFlags(values, command === 'discount add' ? ['tenant', 'code', 'percent'] : ['tenant', 'email', 'amount', 'note']);
  const correction = command === 'credits correct' ? amount(values.amount ?? '') : 0;
  const config = loadConfig();
  const sites = loadTenantFiles(config.tenantsDir).tenants.map((tenant) => tenant.id);
  const database = await openCliDatabase(config);
  try {
    if (command === 'discount add') {
      const created = await createDiscountCode(
        database.db,
        {
          tenant: values.tenant,
          code: values.code,
          percent: values.percent,
          country: values.country,
          currency: values.currency,
          minimum: values.minimum,
          methods: values.methods?.split(',').filter(Boolean) ?? [],
          expires: values.expires,
        },
        { sites, now: new Date() },
      );
      const expires = created.expiresAt ? `, until ${created.expiresAt.toISOString().slice(0, 10)}` : '';
      console.log(`created ${created.code} (${created.valuePercentage} %) on ${created.tenantId}${expires}`);
    } else {
      const result = await correctCredits(database.db, {
        tenant: values.tenant ?? '',
        email: values.email ?? '',
        amount: correction,
        note: values.note ?? '',
        now: new Date(),
      });
      console.log(`member ${result.userId} now has ${result.credits} credits`);
    }
  } finally {
    await database.close();
  }
});
