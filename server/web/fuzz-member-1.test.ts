import { fuzzRoutes } from '#tests/support/fuzz-suite';

// Half the API as a member, a fresh one per route (tests/support/fuzz-suite.ts).
fuzzRoutes('member', { share: { index: 0, of: 2 } });
