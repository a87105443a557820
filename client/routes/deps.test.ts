import { QueryClient, queryOptions } from '@tanstack/react-query';
import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ensureAll, pageRefusal, routeId } from './deps';

/** An API error as another bundle's copy of ApiRequestError makes it: only the brand is shared. */
const foreign = (status: number, code: string, message = 'translated') => ({ apiRequestError: true, status, code, message, name: 'Error' });

/** What react-router answers for a page whose loader reads the id and meets `failure` from the API. */
async function answer(path: string, failure?: unknown) {
  const handler = createStaticHandler([
    {
      path: '/members/:id',
      loader: async ({ params, request }) => {
        routeId(params.id);
        if (failure) await Promise.reject(failure).catch(pageRefusal(request));
        return null;
      },
    },
  ]);
  const context = await handler.query(new Request(`http://flirtlocal.localhost${path}`));
  if (context instanceof Response) return { status: context.status, location: context.headers.get('Location') };
  return { status: context.statusCode, errors: Object.values(context.errors ?? {}) };
}

describe('pageRefusal', () => {
  it('turns another bundle’s API refusals into the page’s 404 or 403, never a 500', async () => {
    expect((await answer('/members/12', foreign(404, 'member_not_found'))).status).toBe(404);
    expect((await answer('/members/12', foreign(400, 'invalid_request'))).status).toBe(404);
    const blocked = await answer('/members/12', foreign(403, 'blocked_by', "You're blocked by Anna"));
    expect(blocked.status).toBe(403);
    expect(blocked.errors).toEqual([expect.objectContaining({ status: 403, data: { message: "You're blocked by Anna" } })]);
  });

  it('sends a visitor the API asks to log in to the login page, and back', async () => {
    expect(await answer('/members/12?x=1', foreign(403, 'authentication_required'))).toEqual({
      status: 302,
      location: `/login?redirect=${encodeURIComponent('/members/12?x=1')}`,
    });
  });

  it('keeps the way back short: a 12 KB query is dropped, the page kept', async () => {
    const longQuery = await answer(`/members/12?x=${'%22'.repeat(4_000)}`, foreign(403, 'authentication_required'));
    expect(longQuery).toEqual({ status: 302, location: `/login?redirect=${encodeURIComponent('/members/12')}` });
    const shortQuery = await answer(`/members/12?x=${'a'.repeat(500)}`, foreign(403, 'authentication_required'));
    expect(shortQuery.location).toBe(`/login?redirect=${encodeURIComponent(`/members/12?x=${'a'.repeat(500)}`)}`);
  });

  it('leaves server failures and other errors as server errors', async () => {
    expect((await answer('/members/12', new Error('database down'))).status).toBe(500);
    expect((await answer('/members/12', foreign(500, 'server'))).status).toBe(500);
  });
});

describe('routeId', () => {
  it('takes ids as the API writes them and answers 404 for any other spelling', async () => {
    expect(routeId('7')).toBe(7);
    expect((await answer('/members/7')).status).toBe(200);
    for (const id of ['0', '007', '-7', '7.0', '1e3', '%207', '9'.repeat(16), 'abc']) {
      expect((await answer(`/members/${id}`)).status, id).toBe(404);
    }
  });
});

describe('ensureAll', () => {
  /** A query that answers when the test says so. */
  function pending<T>(key: string) {
    let settle: { resolve(value: T): void; reject(error: unknown): void } | undefined;
    const options = queryOptions({ queryKey: [key], queryFn: () => new Promise<T>((resolve, reject) => (settle = { resolve, reject })) });
    return { options, asked: () => settle !== undefined, answer: (value: T) => settle?.resolve(value), fail: (error: unknown) => settle?.reject(error) };
  }
  /** Lets every promise already under way take its next steps. */
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('asks every query of a page at once and fills the cache with their answers', async () => {
    const queryClient = new QueryClient();
    const member = pending<{ name: string }>('member');
    const regions = pending<string[]>('regions');
    let textsLoaded = false;
    const texts = Promise.resolve().then(() => {
      textsLoaded = true;
    });
    const loaded = ensureAll(queryClient, [member.options, regions.options, texts]);
    await settled();
    // Nothing has answered yet, and yet all were asked: none waits for another.
    expect([member.asked(), regions.asked(), textsLoaded]).toEqual([true, true, true]);
    regions.answer(['NL-NH']);
    member.answer({ name: 'Anna' });
    await loaded;
    expect(queryClient.getQueryData(member.options.queryKey)).toEqual({ name: 'Anna' });
    expect(queryClient.getQueryData(regions.options.queryKey)).toEqual(['NL-NH']);
  });

  it('fails with the first refusal, which the page answers as before', async () => {
    const member = pending<{ name: string }>('member');
    const regions = pending<string[]>('regions');
    const handler = createStaticHandler([
      {
        path: '/members/:id',
        loader: async ({ request }) => {
          const loaded = ensureAll(new QueryClient(), [member.options, regions.options]).catch(pageRefusal(request));
          await settled();
          member.fail(foreign(404, 'member_not_found'));
          await loaded;
          return null;
        },
      },
    ]);
    const context = await handler.query(new Request('http://flirtlocal.localhost/members/12'));
    expect(context instanceof Response ? context.status : context.statusCode).toBe(404);
    expect(regions.asked()).toBe(true);
  });
});
