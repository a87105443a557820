import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { createWorkQueue } from './queue';

/** A task that runs until its `finish` is called, so a test decides when places free up. */
function heldTask(log: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish: () => finish(),
    task: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
  };
}

describe('the photo work queue', () => {
  it('runs at most its concurrency at once, the others in arrival order as places free up', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name));
    const results = tasks.map(({ task }) => queue.run(task));
    await new Promise((settle) => setImmediate(settle));
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.running()).toBe(2);
    tasks[1]?.finish();
    await results[1];
    await new Promise((settle) => setImmediate(settle));
    expect(log).toEqual(['start a', 'start b', 'start c']);
    // A newcomer while c and a run waits behind d: a freed place goes to the oldest waiter.
    const late = heldTask(log, 'e');
    const lateResult = queue.run(late.task);
    tasks[0]?.finish();
    await new Promise((settle) => setImmediate(settle));
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    for (const { finish } of [...tasks, late]) finish();
    expect(await Promise.all([...results, lateResult])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.peak()).toBe(2);
    expect(queue.running()).toBe(0);
  });

  it('gives a failed task’s place to the next one and passes the failure to its caller', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 10 });
    const failing = queue.run(() => Promise.reject(new Error('not a photo')));
    const next = queue.run(() => Promise.resolve('ok'));
    await expect(failing).rejects.toThrow('not a photo');
    expect(await next).toBe('ok');
    expect(queue.running()).toBe(0);
  });

  it('refuses with 503 and Retry-After once as many tasks wait as it holds, and takes work again after', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2 });
    const log: string[] = [];
    const held = ['a', 'b', 'c'].map((name) => heldTask(log, name));
    const results = held.map(({ task }) => queue.run(task));
    const refused = await queue.run(() => Promise.resolve('d')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 503, values: { retry_after: expect.any(Number) } });
    for (const { finish } of held) finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(await queue.run(() => Promise.resolve('e'))).toBe('e');
  });
});
