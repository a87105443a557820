import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '#server/platform/paths';
import { SERVER_RINGS, findCycles, importGraph, upwardImports, type ImportGraph } from './import-graph';

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges).map(([file, imports]) => [file, new Set(imports)]));

describe('the import graph of server/, client/ and themes/', () => {
  const graph = importGraph();

  it('reads the whole product, aliases resolved', () => {
    expect(graph.get('client/pages/chat/GiftPicker.tsx')).toContain('server/contract/gifts.ts');
    expect(graph.get('server/core/domain/chat/send.ts')).toContain('server/platform/tenancy/schema.ts');
  });

  it('has no import cycle, type imports included', () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it('has no import pointing up the layers', () => {
    expect(upwardImports(graph)).toEqual([]);
  });
});

describe("the server's folder tree", () => {
  const server = path.join(ROOT, 'server');
  const folders = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => [path.join(dir, entry.name), ...folders(path.join(dir, entry.name))]);

  it('shows the rings at its top, beside the one file a process starts from', () => {
    const top = fs.readdirSync(server).sort();
    expect(top).toEqual([...SERVER_RINGS.map(([ring]) => ring.slice('server/'.length, -1)), 'index.ts'].sort());
  });

  it('names no two folders alike, but for the API areas that mirror the domain areas', () => {
    const all = folders(server).map((dir) => path.relative(ROOT, dir).split(path.sep).join('/'));
    const mirrored = (dir: string) => dir.startsWith('server/web/api/') || dir.startsWith('server/core/domain/');
    const clashes = all.filter((dir) => !mirrored(dir)).filter((dir) => all.some((other) => other !== dir && path.basename(other) === path.basename(dir)));
    expect(clashes).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find every ring, a file importing itself included, and leave chains alone', () => {
    const rings = findCycles(
      graphOf({
        'client/a.ts': ['client/b.ts'],
        'client/b.ts': ['client/c.ts', 'client/d.ts'],
        'client/c.ts': ['client/a.ts'],
        'client/d.ts': ['client/e.ts'],
        'server/self.ts': ['server/self.ts'],
      }),
    );
    expect(rings.map((ring) => ring.join(' → ')).sort()).toEqual(['client/a.ts → client/b.ts → client/c.ts → client/a.ts', 'server/self.ts → server/self.ts']);
  });

  it('flag a widget importing a page, the server reaching into the client outside SSR, and the client past the contract', () => {
    const found = upwardImports(
      graphOf({
        'client/components/TopBar/TopBar.tsx': ['client/pages/signup/SignupModal.tsx'],
        'server/core/domain/chat/send.ts': ['client/api/client.ts'],
        'server/web/ssr/renderer.ts': ['client/entry-server.tsx'],
        'server/platform/tenancy/load.ts': ['server/core/domain/members/view.ts'],
        'server/web/http/tenant.ts': ['server/web/api/user/routes.ts'],
        'client/pages/members/MemberPage.test.tsx': ['client/routes/deps.ts'],
        'client/lib/page-cookies.ts': ['client/components/SiteEntryWarning/rules.ts'],
        'client/queries/members.ts': ['server/core/presenters/members.ts', 'server/contract/answers/members.ts'],
        'client/queries/chats.ts': ['client/pages/chat/useSendMessage.ts'],
      }),
    );
    expect(found).toEqual([
      'client/components/TopBar/TopBar.tsx → client/pages/signup/SignupModal.tsx: widgets are below pages: pass the piece in or move it down',
      'server/core/domain/chat/send.ts → client/api/client.ts: only server/web/ssr renders the client',
      'server/platform/tenancy/load.ts → server/core/domain/members/view.ts: server/platform/ is inside server/core/',
      'server/web/http/tenant.ts → server/web/api/user/routes.ts: the HTTP plumbing is below the routes and pages that use it',
      'client/lib/page-cookies.ts → client/components/SiteEntryWarning/rules.ts: client/lib is the bottom of the client: helpers that know no screen',
      'client/queries/members.ts → server/core/presenters/members.ts: browser code takes only server/contract of the server, types too',
      'client/queries/chats.ts → client/pages/chat/useSendMessage.ts: the data layer is below every screen that shows it',
    ]);
  });

  it('flag the domain importing a presenter, a type included, and let a presenter take the domain’s types', () => {
    const found = upwardImports(
      graphOf({
        'server/core/domain/chat/send.ts': ['server/core/presenters/chat.ts'],
        'server/core/presenters/chat.ts': ['server/core/domain/chat/read.ts'],
      }),
    );
    expect(found).toEqual([
      'server/core/domain/chat/send.ts → server/core/presenters/chat.ts: the domain returns data; presenters, above it, shape it for the API',
    ]);
  });
});
