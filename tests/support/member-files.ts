import path from 'node:path';
import type { MemberFiles } from '#server/domain/accounts/erasure';
import { createSelfieStorage } from '#server/storage/selfies';
import { createDiskStorage } from '#server/storage/storage';
import type { TestApp } from './test-app';

/** The test app's file stores, as server/index.ts hands them to the purge job. */
export function memberFiles(t: Pick<TestApp, 'dataDir'>): MemberFiles {
  return { media: createDiskStorage(path.join(t.dataDir, 'media')), selfies: createSelfieStorage(t.dataDir) };
}
