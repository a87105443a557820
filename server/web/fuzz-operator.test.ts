import { fuzzRoutes } from '#tests/support/fuzz-suite';

// The console's API as an owner (tests/support/fuzz-suite.ts).
fuzzRoutes('operator');
