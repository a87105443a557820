import type { Result } from './harness';
import { measure, runHeader, startApp, table, writeSection } from './harness';

const CONNECTIONS = 50;

/** Issue 2: the settings call and server rendering, against the same run's hello-world. */
export async function benchPlatform(baseline: Result, port: number): Promise<void> {
  const app = await startApp(port);
  try {
    const headers = { host: 'herzklopfen.localhost' };
    const base = `http://127.0.0.1:${port}`;
    const results = [
      baseline,
      await measure('GET /api/settings.php', `${base}/api/settings.php`, { headers }),
      await measure('GET / (streaming SSR, home)', `${base}/`, { headers }),
      await measure('GET /pages/terms (SSR, long page)', `${base}/pages/terms`, { headers }),
    ];
    const body = `${runHeader(CONNECTIONS)}\n\n${table(results, baseline)}`;
    console.log(body);
    writeSection('platform', body);
  } finally {
    app.kill('SIGTERM');
  }
}
