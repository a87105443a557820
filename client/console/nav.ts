/**
 * The console's screens in the order of the menu, each with the role area that opens it
 * (server/core/domain/operators/roles.ts): the menu shows only what the operator may use, and the
 * API refuses the rest anyway.
 */
export const NAV = [
  { path: '/', label: 'nav.dashboard', area: 'dashboard' },
  { path: '/members', label: 'nav.members', area: 'members' },
  { path: '/photos', label: 'nav.photos', area: 'photos' },
  { path: '/verifications', label: 'nav.verifications', area: 'photos' },
  { path: '/complaints', label: 'nav.complaints', area: 'complaints' },
  { path: '/payments', label: 'nav.payments', area: 'payments' },
  { path: '/discounts', label: 'nav.discounts', area: 'settings' },
  { path: '/fictional', label: 'nav.fictional', area: 'fictional' },
  { path: '/inbox', label: 'nav.inbox', area: 'fictional' },
  { path: '/sites', label: 'nav.sites', area: 'sites' },
  { path: '/operators', label: 'nav.operators', area: 'operators' },
  { path: '/audit', label: 'nav.audit', area: 'operators' },
] as const;

/** The first screen an operator may open: where sign-in leads when nothing else was asked for. */
export function homePath(areas: readonly string[]): string {
  return NAV.find((item) => areas.includes(item.area))?.path ?? '/';
}
