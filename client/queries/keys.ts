/**
 * Every query key of the member site, in one place. The factories in `client/queries/<area>.ts`
 * build their queries on these; a write or a live event invalidates by them (a prefix reaches every
 * query under it: `chats` also refreshes each `chatAllowance`). Components never write a key.
 */
export const queryKeys = {
  user: ['user'] as const,
  /** Set when the session belongs to a banned member (client/queries/ban.ts). */
  banned: ['banned'] as const,
  /** Every language's settings, for dropping the others after a language switch. */
  allSettings: ['settings'] as const,
  settings: (language: string) => ['settings', language] as const,
  companyInfo: ['companyinfo'] as const,
  regions: ['regions'] as const,
  interests: (language: string) => ['interests', language] as const,
  /** The loaded texts of an i18next namespace, as a query so a component can wait for them. */
  texts: (namespace: string, language: string) => ['texts', namespace, language] as const,
  chats: ['chats'] as const,
  chatAllowance: (profileId: number) => ['chats', 'allowance', profileId] as const,
  conversation: (id: number) => ['chat', id] as const,
  likes: ['likes'] as const,
  swipeDeck: ['swipe-deck'] as const,
  matchFinder: (preferences: Record<string, string>) => ['match-finder', preferences] as const,
  search: (filters: Record<string, string>) => ['members', filters] as const,
  nearby: (country: string) => ['members', 'home', country] as const,
  member: (id: number) => ['member', id] as const,
  memberLanding: (id: number) => ['member-landing', id] as const,
  homeFaces: ['home-faces'] as const,
  lander: (name: string, slug: string | undefined, language: string) => ['lander', name, slug ?? '', language] as const,
  profile: ['profile'] as const,
  notifications: ['notifications'] as const,
  verification: ['verification'] as const,
  ageCheck: ['age-check'] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
  credits: ['credits'] as const,
  payment: (id: number) => ['payment', id] as const,
  transactions: ['transactions'] as const,
  transaction: (id: number) => ['transactions', id] as const,
  welcomeDiscount: (userId: number | undefined) => ['discount', 'welcome', userId ?? null] as const,
  discountCode: (code: string | undefined) => ['discount', 'code', code] as const,
  /** This browser's push state for a member (not the API's: the browser's subscription). */
  push: (member: number | null) => ['push', member] as const,
};
