import { generateSync } from 'otplib';
import { expect } from 'vitest';
import type { OperatorRole } from '#server/platform/db/schema';
import { createOperator } from '#server/core/domain/operators/accounts';
import { loadSecrets } from '#server/platform/secrets';
import { api } from './accounts';
import type { TestApp } from './test-app';

/** The console's host in tests (the default OPERATOR_HOSTS). */
export const CONSOLE = 'operator.localhost';
export const OPERATOR_PASSWORD = 'correct horse battery staple';

/** The secret's code at a moment (30-second steps). */
export function totpCodeAt(secret: string, at: Date): string {
  return generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

export function totpSecretOf(uri: string): string {
  return new URL(uri).searchParams.get('secret') ?? '';
}

let serial = 0;

export interface SignedInOperator {
  id: number;
  email: string;
  secret: string;
  cookie: string;
  /** Requests to the console host with this operator's session. */
  api: ReturnType<typeof api>;
}

/**
 * An operator as the CLI makes one, with a password set through the sign-in link and signed in
 * with a current TOTP code. Each sign-in moves the test clock on one 30-second step (a code works once).
 */
export async function signedInOperator(t: TestApp, role: OperatorRole, tenants: string[] = []): Promise<SignedInOperator> {
  const email = `op${++serial}-${role}-${process.pid}@example.com`;
  const created = await createOperator(
    t.database.db,
    loadSecrets({ dataDir: t.dataDir }),
    { email, role, tenants, now: t.now() },
    t.tenants.tenants.map((tenant) => tenant.id),
  );
  await api(t.app, CONSOLE).post('/api/operator/password.php', { token: created.setupToken, password: OPERATOR_PASSWORD }).expect(200);
  const secret = totpSecretOf(created.totpUri);
  t.clock.offsetMs += 30_000;
  const response = await api(t.app, CONSOLE)
    .post('/api/operator/login.php', { email, password: OPERATOR_PASSWORD, code: totpCodeAt(secret, t.now()) })
    .expect(200);
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('op_sid='));
  expect(cookie).toBeDefined();
  const pair = (cookie ?? '').split(';')[0] ?? '';
  return { id: created.operator.id, email, secret, cookie: pair, api: api(t.app, CONSOLE, pair) };
}

/** A fictional profile's form as the console sends it; override any field. */
export function fictionalProfileForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Mila',
    gender: 'female',
    sexuality: 'hetero',
    date_of_birth: '1994-03-12',
    country: 'GB',
    region: 'ANS',
    about_me: 'Coffee first, then adventures.',
    interests: [1, 4],
    ...overrides,
  };
}
