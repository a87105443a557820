import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PUSH_NAVIGATE_MESSAGE } from '#server/contract/push-worker';
import { SERVICE_WORKER } from './service-worker';

/**
 * The worker's own handling of what a push carries, run in a bare V8 context with a stand-in
 * for the browser's worker scope (notifications, badge, tabs). The real worker in Chromium is
 * driven by tests/e2e/notifications.spec.ts.
 */
const ORIGIN = 'https://flirtlocal.example';

interface Shown {
  title: string;
  options: { body?: string; tag?: string; renotify?: boolean; icon?: string; data: { url: string } };
}

function boot({ tabs = 0 }: { tabs?: number } = {}) {
  const handlers = new Map<string, (event: object) => void>();
  const shown: Shown[] = [];
  const badge: (number | 'cleared')[] = [];
  const posted: unknown[] = [];
  const opened: string[] = [];
  const sent: { url: string; init: { method: string; headers: Record<string, string>; credentials: string; body: string } }[] = [];
  const pending: Promise<unknown>[] = [];
  const tab = {
    url: `${ORIGIN}/members`,
    focused: false,
    focus: async () => tab,
    postMessage: (message: unknown) => posted.push(message),
  };
  const self = {
    location: new URL(`${ORIGIN}/sw-push.js`),
    navigator: {
      setAppBadge: async (count: number) => badge.push(count),
      clearAppBadge: async () => badge.push('cleared'),
    },
    registration: {
      showNotification: async (title: string, options: Shown['options']) => shown.push({ title, options }),
      pushManager: {
        subscribe: async ({ applicationServerKey }: { applicationServerKey: string }) => ({
          endpoint: 'https://push.example/renewed',
          toJSON: () => ({ endpoint: 'https://push.example/renewed', keys: { p256dh: 'p', auth: 'a' }, server_key: applicationServerKey }),
        }),
      },
    },
    clients: {
      matchAll: async () => Array.from({ length: tabs }, () => tab),
      openWindow: async (url: string) => opened.push(url),
      claim: async () => undefined,
    },
    addEventListener: (type: string, handler: (event: object) => void) => handlers.set(type, handler),
    skipWaiting: () => undefined,
  };
  const fetch = async (url: string, init: (typeof sent)[number]['init']) => {
    sent.push({ url, init });
    return { ok: true, json: async () => ({ push_public_key: 'site-key' }) };
  };
  vm.runInNewContext(SERVICE_WORKER, { self, URL, Promise, Number, JSON, Object, fetch });
  const dispatch = async (type: string, event: object) => {
    handlers.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  };
  const push = (body: string | null) => dispatch('push', { data: body === null ? null : { json: () => JSON.parse(body) } });
  return { dispatch, push, shown, badge, posted, opened, sent };
}

const message = { title: 'Anna', body: 'Sent you a message', tag: 'chat-7', url: '/members/7/chat', icon: '/icons/icon-192.png', lang: 'de', badge: 3 };

describe('the push worker', () => {
  it('shows a push as a notification of its conversation and sets the app badge', async () => {
    const worker = boot();
    await worker.push(JSON.stringify(message));
    expect(worker.shown).toEqual([
      {
        title: 'Anna',
        options: {
          body: 'Sent you a message',
          icon: `${ORIGIN}/icons/icon-192.png`,
          lang: 'de',
          tag: 'chat-7',
          renotify: true,
          data: { url: '/members/7/chat' },
        },
      },
    ]);
    expect(worker.badge).toEqual([3]);
    await worker.push(JSON.stringify({ ...message, badge: 0 }));
    expect(worker.badge).toEqual([3, 'cleared']);
  });

  it('shows nothing and throws nothing for a push that is not a message', async () => {
    const worker = boot();
    for (const body of [null, 'not json', '42', '[]', '{"body":"no title"}', '{"title":""}']) await worker.push(body);
    expect(worker.shown).toEqual([]);
    expect(worker.badge).toEqual([]);
  });

  it('never leads a click off the site', async () => {
    const worker = boot();
    await worker.push(JSON.stringify({ ...message, url: 'https://evil.example/phish', badge: -1 }));
    await worker.push(JSON.stringify({ ...message, url: 'javascript:alert(1)', icon: 'javascript:alert(1)' }));
    expect(worker.shown.map((item) => item.options.data.url)).toEqual(['/', '/']);
    expect(worker.shown[1]?.options.icon).toBeUndefined();
    expect(worker.badge).toEqual([3]);
  });

  it('takes an open tab to the page of a clicked notification, or opens one', async () => {
    const withTab = boot({ tabs: 1 });
    let closed = 0;
    await withTab.dispatch('notificationclick', { notification: { data: { url: '/likes' }, close: () => (closed += 1) } });
    expect(closed).toBe(1);
    expect(withTab.posted).toEqual([{ type: PUSH_NAVIGATE_MESSAGE, url: '/likes' }]);
    expect(withTab.opened).toEqual([]);

    const without = boot();
    await without.dispatch('notificationclick', { notification: { data: { url: '/members/7/chat' }, close: () => undefined } });
    expect(without.opened).toEqual(['/members/7/chat']);
  });

  it("hands a subscription the browser renewed to the server with the member's session, and drops the old endpoint", async () => {
    const worker = boot();
    const oldSubscription = { endpoint: 'https://push.example/old', options: { applicationServerKey: 'old-key' } };
    await worker.dispatch('pushsubscriptionchange', { oldSubscription, newSubscription: null });
    const posts = worker.sent.map(({ url, init }) => ({
      url,
      credentials: init.credentials,
      client: init.headers['X-Request-Type'],
      body: JSON.parse(init.body),
    }));
    expect(posts).toEqual([
      {
        url: '/api/user.php?push=1',
        credentials: 'same-origin',
        client: 'client',
        body: { subscription: { endpoint: 'https://push.example/renewed', keys: { p256dh: 'p', auth: 'a' }, server_key: 'old-key' } },
      },
      { url: '/api/user.php?push=1', credentials: 'same-origin', client: 'client', body: { subscription: false, endpoint: 'https://push.example/old' } },
    ]);
  });

  it('asks the site for its key when the old subscription does not say', async () => {
    const worker = boot();
    await worker.dispatch('pushsubscriptionchange', { oldSubscription: null, newSubscription: null });
    expect(worker.sent.map(({ url }) => url)).toEqual(['/api/settings.php', '/api/user.php?push=1']);
    expect(JSON.parse(worker.sent[1]?.init.body ?? '{}').subscription.server_key).toBe('site-key');
  });
});
