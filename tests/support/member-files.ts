import type { MemberFiles } from '#server/core/domain/accounts/erasure';
import type { TestApp } from './test-app';

/** The test app's file stores (disk or bucket), as server/index.ts hands them to the purge job. */
export function memberFiles(t: Pick<TestApp, 'files'>): MemberFiles {
  return { media: t.files.media, selfies: t.files.selfies };
}
