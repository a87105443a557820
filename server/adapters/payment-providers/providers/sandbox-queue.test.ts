import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/platform/db/client';
import { createLogger } from '#server/platform/logger';
import { BACKENDS, twoProcesses } from '#tests/support/backends';
import { waitFor } from '#tests/support/payments';
import { createSandboxQueue } from './sandbox-queue';

describe.each(BACKENDS)('the sandbox task queue on $name', (backend) => {
  let database: { first: Database; close(): Promise<void> };
  beforeAll(async () => {
    database = await twoProcesses(backend);
    await database.first.migrate();
  });
  afterAll(() => database.close());

  it('runs a task whose wake came before it was due once it is due, not a minute later', async () => {
    const done: string[] = [];
    const queue = createSandboxQueue({
      db: database.first.db,
      logger: createLogger('silent'),
      now: () => new Date(),
      perform: (task) => {
        done.push(task.ref);
        return Promise.resolve('done');
      },
    });
    await queue.add(database.first.db, [{ ref: 'sbp_due_soon', kind: 'settle', delayMs: 300 }]);
    // As a timer does when Node counted its delay from a loop time that lagged behind the clock.
    queue.wake(0);
    await waitFor(
      () => Promise.resolve(done),
      (refs) => refs.length > 0,
      5000,
    );
    expect(done).toEqual(['sbp_due_soon']);
    await queue.close();
  });
});
