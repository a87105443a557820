import type { PhotoQueueKind } from '#server/contract/answers/console-moderation';

/**
 * Every console query key, in one place: a write invalidates by the prefix its reads share
 * (`consoleKeys.fictional.all` refreshes the list, the inbox and an open thread at once), and a
 * key is never typed twice. Everything sits under `operator`, so a sign-out's `clear()` and a
 * member action's refresh of the whole console reach it all.
 */
const ALL = ['operator'] as const;

export const consoleKeys = {
  all: ALL,
  session: [...ALL, 'me'] as const,
  operators: [...ALL, 'operators'] as const,
  sites: [...ALL, 'sites'] as const,
  siteSettings: (tenantId: string) => [...ALL, 'site-settings', tenantId] as const,
  audit: (filter: Record<string, string>) => [...ALL, 'audit', filter] as const,
  dashboard: (site: string | undefined, from: string, to: string) => [...ALL, 'dashboard', site ?? '', from, to] as const,
  traffic: (site: string | undefined, from: string, to: string, by: string) => [...ALL, 'traffic', site, from, to, by] as const,
  fictional: {
    all: [...ALL, 'fictional'] as const,
    list: (site: string | undefined, q: string) => [...ALL, 'fictional', 'list', site ?? '', q] as const,
    profile: (id: number) => [...ALL, 'fictional', 'profile', id] as const,
    options: (site: string) => [...ALL, 'fictional', 'options', site] as const,
    inbox: (site: string | undefined, fictionalId: string | undefined) => [...ALL, 'fictional', 'inbox', site ?? '', fictionalId ?? ''] as const,
    thread: (id: number) => [...ALL, 'fictional', 'thread', id] as const,
  },
  members: (site: string | undefined, status: string | undefined, q: string) => [...ALL, 'members', site ?? '', status ?? '', q] as const,
  member: (id: number) => [...ALL, 'member', id] as const,
  complaints: {
    all: [...ALL, 'complaints'] as const,
    queue: (filter: object) => [...ALL, 'complaints', filter] as const,
    view: (id: number) => [...ALL, 'complaints', 'view', id] as const,
  },
  payments: {
    all: [...ALL, 'payments'] as const,
    list: (filter: object) => [...ALL, 'payments', 'list', filter] as const,
    detail: (id: string) => [...ALL, 'payments', 'detail', id] as const,
  },
  discountCodes: {
    all: [...ALL, 'discount-codes'] as const,
    list: (site: string | undefined, state: string | undefined) => [...ALL, 'discount-codes', site, state] as const,
  },
  photos: {
    all: [...ALL, 'photos'] as const,
    queue: (site: string | undefined, kind: PhotoQueueKind = 'pending') => [...ALL, 'photos', kind, site ?? ''] as const,
    review: [...ALL, 'photo-review'] as const,
  },
  verifications: {
    all: [...ALL, 'verifications'] as const,
    queue: (site: string | undefined) => [...ALL, 'verifications', site ?? ''] as const,
    review: [...ALL, 'verification-review'] as const,
  },
};
