import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_PASSWORD, demoEmail } from '#server/boot/seed/demo';
import { startApp, writeSection } from './harness';

const TENANT = 'flirtlocal';
/** Debian's Chromium, as the browser tests use (CHROMIUM_PATH overrides). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface PageScore {
  name: string;
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
}

/** Node does not resolve *.localhost as Chromium does: its requests name the site in the Host header. */
const HOST = `${TENANT}.localhost`;

/** Signs the demo member in over loopback, as a browser would on the site's host; returns the Cookie header. */
async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/user.php`, {
    method: 'POST',
    headers: { host: HOST, 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
    body: JSON.stringify({ email: demoEmail(TENANT), password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`demo sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A profile the member's search shows first: the page people open from search. */
async function firstProfile(origin: string, cookie: string): Promise<string> {
  const html = await (await fetch(`${origin}/members`, { headers: { host: HOST, cookie } })).text();
  const id = /href="\/members\/(\d+)"/.exec(html)?.[1];
  if (!id) throw new Error('the search page lists no profile');
  return `/members/${id}`;
}

/** Transferred bytes of one resource type, from Lighthouse's network requests audit. */
function transferred(items: readonly { resourceType?: string; transferSize?: number }[], type: string): number {
  return items.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function audit(name: string, url: string, cookie?: string): Promise<PageScore> {
  // A fresh browser per page: a cold cache, as a first visit.
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie && { extraHeaders: { Cookie: cookie } }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories } = result.lhr;
    const details = audits['network-requests']?.details;
    const items = details && details.type === 'table' ? (details.items as { resourceType?: string; transferSize?: number }[]) : [];
    return {
      name,
      path: new URL(url).pathname,
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      jsBytes: transferred(items, 'Script'),
      cssBytes: transferred(items, 'Stylesheet'),
    };
  } finally {
    chrome.kill();
  }
}

function report(scores: readonly PageScore[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return [
    `Run ${new Date().toISOString().slice(0, 16)}Z: Lighthouse mobile (its default throttling), Debian's Chromium headless, against the production build on loopback, cold cache, one run per page.`,
    '',
    '| page | path | performance | LCP ms | TBT ms | CLS | JS KB transferred | CSS KB transferred |',
    '|---|---|---|---|---|---|---|---|',
    ...scores.map(
      (s) =>
        `| ${s.name} | \`${s.path}\` | ${s.score} | ${Math.round(s.lcpMs)} | ${Math.round(s.tbtMs)} | ${s.cls.toFixed(3)} | ${kb(s.jsBytes)} | ${kb(s.cssBytes)} |`,
    ),
  ].join('\n');
}

/** Issue 16: Lighthouse mobile on the pages people land on, written to docs/bench.md. */
export async function benchLighthouse(port: number): Promise<void> {
  const app = await startApp(port);
  try {
    const origin = `http://127.0.0.1:${port}`;
    const site = `http://${HOST}:${port}`;
    const cookie = await signIn(origin);
    const profile = await firstProfile(origin, cookie);
    const scores: PageScore[] = [];
    for (const [name, path, member] of [
      ['home', '/', false],
      ['search', '/members', true],
      ['profile', profile, true],
      ['pricing', '/pricing', false],
      ['lander', '/landers/gallery', false],
    ] as const) {
      scores.push(await audit(name, `${site}${path}`, member ? cookie : undefined));
    }
    const body = report(scores);
    console.log(body);
    writeSection('lighthouse', body);
  } finally {
    app.kill('SIGTERM');
  }
}
