import { fuzzRoutes } from '#tests/support/fuzz-suite';

// The other half of the API as a member, a fresh one per route (tests/support/fuzz-suite.ts).
fuzzRoutes('member', { share: { index: 1, of: 2 } });
