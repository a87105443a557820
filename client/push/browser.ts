import { PUSH_SUBSCRIPTIONS_PATH as SUBSCRIPTIONS, SERVICE_WORKER_URL } from '#server/contract/push-worker';
import type { ApiClient } from '#client/api/client';
import { base64UrlToBytes, madeWithKey } from './keys';
import { readRecord, writeRecord } from './record';

/**
 * The push states of docs/product.md#push: unknown until the browser has been asked, then
 * subscribed, unsubscribed (capable, not subscribed) or denied; unsupported where the browser has
 * no web push, and install on an iPhone or iPad, whose Safari offers it only in the installed app.
 */
export type PushStatus = 'unknown' | 'unsupported' | 'install' | 'denied' | 'unsubscribed' | 'subscribed';

export interface PushEnv {
  api: ApiClient;
  /** The site's VAPID public key (push_public_key); empty where the site has none. */
  publicKey: string;
  member: number;
}

function isAppleMobile(): boolean {
  // iPadOS presents itself as a Mac; its touch points give it away.
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

function support(publicKey: string): 'supported' | 'install' | 'unsupported' {
  if (publicKey && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'supported';
  const installed = window.matchMedia('(display-mode: standalone)').matches;
  return isAppleMobile() && !installed ? 'install' : 'unsupported';
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The server keeps its copy in step on a best-effort basis: the browser's state is what the member sees. */
async function tell(api: ApiClient, body: object): Promise<boolean> {
  try {
    await api.send('POST', SUBSCRIPTIONS, body);
    return true;
  } catch {
    return false;
  }
}

async function denied(api: ApiClient, endpoint?: string): Promise<PushStatus> {
  // Push subscription failure with denied permission records denied (docs/product.md#push).
  await tell(api, endpoint ? { subscription: 'denied', endpoint } : { subscription: 'denied' });
  writeRecord('denied');
  return 'denied';
}

async function save(env: PushEnv, subscription: PushSubscription): Promise<void> {
  await env.api.send('POST', SUBSCRIPTIONS, { subscription: subscription.toJSON() });
  writeRecord({ member: env.member, endpoint: subscription.endpoint });
}

/**
 * Reads this browser's push state for the member and brings the server and the record in line:
 * a subscription left by another member who never logged out here is dropped (the next person
 * must not get their notifications), one made with an old site key is renewed, one the server
 * has not seen yet (renewed by the worker, storage cleared) is sent, and a permission blocked in
 * the browser's settings is recorded as denied.
 */
export async function readPushStatus(env: PushEnv): Promise<PushStatus> {
  const supported = support(env.publicKey);
  if (supported !== 'supported') return supported;
  const record = readRecord();
  // Whose subscription this browser holds, as far as it knows.
  const owned = typeof record === 'object' && record ? record : null;
  const subscription = await currentSubscription();
  if (Notification.permission === 'denied') {
    return record === 'denied' ? 'denied' : denied(env.api, subscription?.endpoint ?? owned?.endpoint);
  }
  if (!subscription) {
    if (owned?.member === env.member) await tell(env.api, { subscription: false, endpoint: owned.endpoint });
    writeRecord(false);
    return 'unsubscribed';
  }
  if (owned && owned.member !== env.member) {
    await subscription.unsubscribe();
    writeRecord(false);
    return 'unsubscribed';
  }
  const key = base64UrlToBytes(env.publicKey);
  if (!madeWithKey(subscription.options.applicationServerKey, key)) {
    await tell(env.api, { subscription: false, endpoint: subscription.endpoint });
    await subscription.unsubscribe();
    writeRecord(false);
    try {
      const registration = await navigator.serviceWorker.ready;
      await save(env, await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
      return 'subscribed';
    } catch {
      // The member gets the button again; a renewed subscription the server missed is sent on the next read.
      return 'unsubscribed';
    }
  }
  if (owned?.endpoint !== subscription.endpoint) await save(env, subscription).catch(() => undefined);
  return 'subscribed';
}

/**
 * The subscribe button (never on page load): asks for permission, subscribes with the site's key
 * and hands the subscription to the server. If the server refuses it, the browser's copy goes too.
 */
export async function subscribePush(env: PushEnv): Promise<PushStatus> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return denied(env.api);
  if (permission !== 'granted') return 'unsubscribed';
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes(env.publicKey);
  const existing = await registration.pushManager.getSubscription();
  // A subscription made with another key makes subscribe() throw: renew it.
  if (existing && !madeWithKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (error) {
    if (Notification.permission === 'denied') return denied(env.api);
    throw error;
  }
  try {
    await save(env, subscription);
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
  return 'subscribed';
}

/** The turn-off button: the server forgets the endpoint, then the browser drops the subscription. */
export async function unsubscribePush(api: ApiClient): Promise<PushStatus> {
  const subscription = await currentSubscription();
  if (subscription) {
    await api.send('POST', SUBSCRIPTIONS, { subscription: false, endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  writeRecord(false);
  return 'unsubscribed';
}

/**
 * Before logging out (while the session still exists): the server forgets this browser's
 * subscription, so whoever uses the browser next gets nothing meant for this member. Never
 * stops the logout: if the server cannot be told, the dropped subscription makes the push service
 * answer 410 on the next send, and the server deletes it then.
 */
export async function forgetPushSubscription(api: ApiClient): Promise<void> {
  // Every page load records a subscription the browser holds (readPushStatus), so without a record
  // there is nothing to forget, and the logout goes out at once, as if push did not exist.
  const record = readRecord();
  if (!('serviceWorker' in navigator) || typeof record !== 'object' || record === null) return;
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await tell(api, { subscription: false, endpoint: subscription.endpoint });
    await subscription.unsubscribe();
    writeRecord(false);
  } catch {
    // A broken service worker registration must not keep anyone logged in.
  }
}
