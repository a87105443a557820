import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, upwardImports, type ImportGraph } from './import-graph';

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges).map(([file, imports]) => [file, new Set(imports)]));

describe('the import graph of server/, client/ and themes/', () => {
  const graph = importGraph();

  it('reads the whole product, aliases resolved', () => {
    expect(graph.get('client/pages/chat/GiftPicker.tsx')).toContain('server/shared/gifts.ts');
    expect(graph.get('server/domain/chat/send.ts')).toContain('server/tenancy/schema.ts');
  });

  it('has no import cycle, type imports included', () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it('has no import pointing up the layers', () => {
    expect(upwardImports(graph)).toEqual([]);
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

  it('flag a widget importing a page and the server reaching into the client outside SSR', () => {
    const found = upwardImports(
      graphOf({
        'client/components/TopBar/TopBar.tsx': ['client/pages/signup/SignupModal.tsx'],
        'server/domain/chat/send.ts': ['client/api/client.ts'],
        'server/ssr/renderer.ts': ['client/entry-server.tsx'],
        'client/pages/members/MemberPage.test.tsx': ['client/routes/deps.ts'],
      }),
    );
    expect(found).toEqual([
      'client/components/TopBar/TopBar.tsx → client/pages/signup/SignupModal.tsx: widgets are below pages: pass the piece in or move it down',
      'server/domain/chat/send.ts → client/api/client.ts: only server/ssr renders the client',
    ]);
  });
});
