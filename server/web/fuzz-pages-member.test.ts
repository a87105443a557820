import { fuzzPages } from '#tests/support/fuzz-suite';

// Every page, server-rendered with hostile parameters for a member (tests/support/fuzz-suite.ts).
fuzzPages('member');
