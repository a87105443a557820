import request from 'supertest';
import type { SandboxProvider } from '#server/adapters/payment-providers/providers/sandbox';
import type { Backend } from './backends';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** Reads until `done` holds (a provider settles asynchronously), at most `timeoutMs`. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A test app whose sandbox provider calls the webhook through the app's HTTP stack, as a real provider would. */
export async function createPaymentTestApp(backend: Backend, options: Omit<TestAppOptions, 'deliver'> = {}): Promise<TestApp> {
  const holder: { app?: TestApp } = {};
  holder.app = await createTestApp(backend, {
    ...options,
    deliver: async (url, body, headers) => {
      const target = new URL(url);
      if (!holder.app) return 503;
      return (await request(holder.app.app).post(target.pathname).set('Host', target.host).set(headers).send(body)).status;
    },
  });
  return holder.app;
}

/** The test app's sandbox provider (tests run outside production, where the sandbox always takes payments). */
export function sandboxOf(t: Pick<TestApp, 'payments'>): SandboxProvider {
  if (!t.payments.sandbox) throw new Error('this app takes no sandbox payments');
  return t.payments.sandbox;
}
