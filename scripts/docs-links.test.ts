import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite product rules as docs/product.md#<anchor> and decisions as
 * docs/decisions/NNNN-<slug>.md; these checks keep every such pointer, and every relative link
 * between the docs, leading somewhere when a section or a record is renamed.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'playwright-report']);
const SOURCE = /\.(ts|tsx|js|md)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return [];
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

const files = filesUnder('.');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The explicit anchors (`<a id="…">`) of a markdown file. */
function anchorsOf(file: string): Set<string> {
  return new Set([...read(file).matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((match) => match[1] as string));
}

describe('documentation pointers', () => {
  it('cites only anchors that docs/product.md has', () => {
    const anchors = anchorsOf('docs/product.md');
    const broken = files.flatMap((file) =>
      [...read(file).matchAll(/product\.md#([a-z0-9-]+)/g)].filter((match) => !anchors.has(match[1] as string)).map((match) => `${file}: ${match[0]}`),
    );
    expect(broken).toEqual([]);
  });

  it('cites only decision records that exist', () => {
    const exists = (record: string) => existsSync(path.join(ROOT, 'docs/decisions', record));
    const broken = files.flatMap((file) =>
      [...read(file).matchAll(/decisions\/(\d{4}-[a-z0-9-]+\.md)/g)].filter((match) => !exists(match[1] as string)).map((match) => `${file}: ${match[0]}`),
    );
    expect(broken).toEqual([]);
  });

  it('cites no section of a specification that is not in the repository', () => {
    const stale = files.filter((file) => file !== 'scripts/docs-links.test.ts' && /\b(SPEC|DESIGN) §/.test(read(file)));
    expect(stale).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const docs = files.filter((file) => file.endsWith('.md') && (file === 'README.md' || file.startsWith(`docs${path.sep}`)));
    const named = (file: string) =>
      [...read(file).matchAll(/`((?:server|client|scripts|tests|themes|tenants)\/[^`\s<{*…]*)`/g)].map((match) => match[1] as string);
    const missing = docs.flatMap((file) =>
      named(file)
        .filter((name) => !existsSync(path.join(ROOT, name)))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('links between the docs lead to existing files and anchors', () => {
    const docs = files.filter((file) => file.endsWith('.md') && (file === 'README.md' || file.startsWith(`docs${path.sep}`)));
    const broken = docs.flatMap((file) =>
      [...read(file).matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match) => {
        const link = match[1] as string;
        if (/^[a-z]+:/.test(link)) return [];
        const [target = '', anchor] = link.split('#');
        const targetFile = target ? path.join(path.dirname(file), target) : file;
        if (!existsSync(path.join(ROOT, targetFile))) return [`${file}: ${link}`];
        if (!anchor || !targetFile.endsWith('.md')) return [];
        const anchors = anchorsOf(targetFile);
        return anchors.size && !anchors.has(anchor) ? [`${file}: ${link}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
