import { fuzzRoutes } from '#tests/support/fuzz-suite';

// Half the API as a visitor, and the route table every fuzz file walks (tests/support/fuzz-suite.ts).
fuzzRoutes('visitor', { share: { index: 0, of: 2 }, withRouteTable: true });
