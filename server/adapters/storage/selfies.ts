import path from 'node:path';
import { createDiskStorage, type Storage } from './storage';

/**
 * Verification selfies (decision 0098) live beside the media folder, never in it: /media serves
 * anything there to anyone holding the address, while a selfie is only for the moderators, who
 * read it through the console's own route. Keys are "<tenant>/<file>" as in media storage.
 */
export function createSelfieStorage(dataDir: string): Storage {
  return createDiskStorage(path.join(dataDir, 'private', 'selfies'));
}
