import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BACKENDS, createScratchDatabase } from '#tests/support/backends';
import { composeServer } from './compose';
import { loadConfig } from '../platform/config';
import { ROOT } from '../platform/paths';
import { createOnDemandRenderer, startVite } from '../web/ssr/development';

describe.each(BACKENDS)('the composition root on $name', (backend) => {
  it('answers the API and its own files without starting Vite, starts it once for the first page, and closes what it opened', async () => {
    const scratch = backend.databaseUrl ? await createScratchDatabase(backend.databaseUrl) : undefined;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TENANTS_DIR: path.join(ROOT, 'tenants'),
      DATA_DIR: dataDir,
      REDIS_URL: backend.redisUrl,
      REDIS_PREFIX: `test:${crypto.randomBytes(4).toString('hex')}:`,
    });
    let starts = 0;
    const composed = await composeServer(config, {
      database: { url: scratch?.url },
      renderer: () =>
        createOnDemandRenderer(() => {
          starts += 1;
          return startVite();
        }),
    });
    try {
      const settings = await request(composed.app).get('/api/settings.php').set('Host', 'herzklopfen.localhost').expect(200);
      expect(settings.body).toMatchObject({ domain_language: 'de' });
      await request(composed.app).get('/api/no-such-call.php').set('Host', 'herzklopfen.localhost').expect(404);
      // What the app serves itself beside pages: health, media, the sandbox checkout.
      await request(composed.app).get('/healthz').expect(200);
      await request(composed.app).get('/media/herzklopfen/none.webp').set('Host', 'herzklopfen.localhost').expect(404);
      expect(starts).toBe(0);

      const home = await request(composed.app).get('/').set('Host', 'herzklopfen.localhost').expect(200);
      expect(home.text).toMatch(/^<!DOCTYPE html><html lang="de"/);
      await request(composed.app).get('/pages/terms').set('Host', 'herzklopfen.localhost').expect(200);
      expect(starts).toBe(1);
    } finally {
      await composed.close();
      await scratch?.drop();
    }
    await expect(composed.database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
