import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { whenQueriesSettle } from './settle';

/** A query's answer that arrives when the test says. */
function held<T>() {
  let answer: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

describe('whenQueriesSettle', () => {
  it('waits for every query under way, then resolves', async () => {
    const queryClient = new QueryClient();
    const discount = held<null>();
    const deck = held<string[]>();
    void queryClient.fetchQuery({ queryKey: ['discount', 'welcome', 1], queryFn: () => discount.promise });
    void queryClient.fetchQuery({ queryKey: ['swipe'], queryFn: () => deck.promise });
    let settled = false;
    const waiting = whenQueriesSettle(queryClient).then(() => {
      settled = true;
    });
    discount.answer(null);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    deck.answer(['Anna']);
    await waiting;
    expect(settled).toBe(true);
    expect(queryClient.isFetching()).toBe(0);
  });

  it('resolves at once when nothing is being fetched', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery({ queryKey: ['user'], queryFn: () => Promise.resolve(null) });
    await expect(whenQueriesSettle(queryClient, 60_000)).resolves.toBeUndefined();
  });

  it('gives up waiting on a request that hangs', async () => {
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['hangs'], queryFn: () => held<null>().promise });
    await whenQueriesSettle(queryClient, 50);
    expect(queryClient.isFetching()).toBe(1);
  });
});
