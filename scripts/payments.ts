import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config';
import { openCliDatabase } from '#server/db/cli-connection';
import { correctCredits, createDiscountCode } from '#server/domain/payments/operator';

const USAGE = `npm run payments -- discount add --tenant <id> --code <CODE> --percent <1-100> [--country NL] [--currency EUR] [--minimum 30] [--methods ideal,creditcard] [--expires 2026-12-31]
npm run payments -- credits correct --tenant <id> --email <address> --amount <+/-n> --note <why>`;

/** Operators' payment tasks: discount codes and balance corrections (both through the domain rules). */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
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
    },
  });
  const command = positionals.join(' ');
  if (command !== 'discount add' && command !== 'credits correct') {
    console.log(USAGE);
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const database = await openCliDatabase(config);
  try {
    if (command === 'discount add') {
      const created = await createDiscountCode(database.db, {
        tenant: values.tenant ?? '',
        code: values.code ?? '',
        percent: values.percent ?? '',
        country: values.country,
        currency: values.currency,
        minimum: values.minimum,
        methods: values.methods?.split(',').filter(Boolean) ?? [],
        expires: values.expires,
      });
      console.log(`created ${created.code} (${created.valuePercentage} %) on ${created.tenantId}`);
    } else {
      const result = await correctCredits(database.db, {
        tenant: values.tenant ?? '',
        email: values.email ?? '',
        amount: Number(values.amount),
        note: values.note ?? '',
        now: new Date(),
      });
      console.log(`member ${result.userId} now has ${result.credits} credits`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
