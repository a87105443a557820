import { eq, sql } from 'drizzle-orm';
import { E2E_DATA_DIR } from '../../playwright.config';
import { openCliDatabase } from '#server/platform/db/cli-connection';
import { landingVisits, users } from '#server/platform/db/schema';
import { expect, hydrated, openSignup, siteUrl, test } from './fixtures';
import { texts } from '../support/texts';

const PASSWORD = 'Velvet-Harbour-82';

/** The serving process's database, through its local socket (as the operator CLIs reach it). */
async function withDatabase<T>(read: (db: Awaited<ReturnType<typeof openCliDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openCliDatabase({ dataDir: E2E_DATA_DIR as string });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

const visitsOf = (network: string) => withDatabase((db) => db.select().from(landingVisits).where(eq(landingVisits.network, network)));

test('the first and the last traffic source of a visitor are stored with her account', async ({ page }) => {
  const t = texts('en');
  const run = Date.now().toString(36);
  const email = `e2e.tracking.${run}@example.org`;

  await page.goto(siteUrl('flirtlocal', `/?network=first${run}&ref=aff-7&sub1=summer`));
  await hydrated(page);
  await page.goto(siteUrl('flirtlocal', `/pages/faq?network=last${run}&sub1=winter&sub2=banner`));
  await hydrated(page);
  // Navigating on without tracking values keeps what was stored.
  await page.goto(siteUrl('flirtlocal'));
  await hydrated(page);
  const modal = await openSignup(page, t('nav.signup'));
  await modal.getByLabel(t('fields.email')).fill(email);
  await modal.getByLabel(t('fields.username')).fill(`Track${run.slice(-6)}`);
  await modal.getByLabel(t('fields.password'), { exact: true }).fill(PASSWORD);
  await modal.getByLabel(t('fields.date_of_birth', { min_age: 18 })).fill('1990-04-12');
  await modal.getByLabel(t('fields.gender')).selectOption('female');
  await modal.getByLabel(t('fields.sexuality')).selectOption('hetero');
  await modal.getByRole('button', { name: t('signup.create') }).click();
  await expect(modal.getByTestId('signup-photo')).toBeVisible();

  const [member] = await withDatabase((db) =>
    db
      .select({ tracking: users.tracking })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email)),
  );
  expect(member?.tracking).toMatchObject({
    network: `last${run}`,
    sub1: 'winter',
    sub2: 'banner',
    landedAt: expect.any(String),
    first: { network: `first${run}`, ref: 'aff-7', sub1: 'summer', landedAt: expect.any(String) },
  });
  expect(member?.tracking).not.toHaveProperty('ref');
  // Both tracked pages were counted as landings.
  expect(await visitsOf(`first${run}`)).toHaveLength(1);
  expect(await visitsOf(`last${run}`)).toHaveLength(1);
});

test('Back on a landing logs its bounce once, and hiding the page sends the beacon', async ({ page }) => {
  const network = `bounce${Date.now().toString(36)}`;
  await page.goto(siteUrl('flirtlocal', `/pages/faq?network=${network}`));
  await hydrated(page);
  await expect.poll(async () => (await visitsOf(network)).length).toBe(1);

  // The first Back stays on the landing, flagged with lb, and counts the bounce.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]lb=[\w-]{22}/);
  await expect.poll(async () => (await visitsOf(network))[0]?.bouncedAt).toBeInstanceOf(Date);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Leaving the page hides it: its beacon records when (sent while the page unloads).
  expect((await visitsOf(network))[0]?.hiddenAt).toBeNull();
  await page.goto(siteUrl('flirtlocal', '/pages/privacy'));
  await expect.poll(async () => (await visitsOf(network))[0]?.hiddenAt).toBeInstanceOf(Date);
});
