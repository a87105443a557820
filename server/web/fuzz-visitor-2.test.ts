import { fuzzRoutes } from '#tests/support/fuzz-suite';

// The other half of the API as a visitor (tests/support/fuzz-suite.ts).
fuzzRoutes('visitor', { share: { index: 1, of: 2 } });
