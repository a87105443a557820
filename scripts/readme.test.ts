import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS } from '#server/platform/env-schema';
import { ROOT } from '#server/platform/paths';
import { operatorClis } from './node-bundles';

const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The rows of the table under a `## heading`, each row's cells. */
function tableRows(heading: string): string[][] {
  const section = readme.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => line.split(/(?<!\\)\|/).slice(1, -1));
}

describe('README', () => {
  it('documents every variable server/platform/config.ts reads in its configuration table', () => {
    const documented = new Set(
      tableRows('Configuration (environment)').flatMap(([names = '']) => [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1])),
    );
    expect(ENV_KEYS.length).toBeGreaterThan(20);
    expect(ENV_KEYS.filter((key) => !documented.has(key))).toEqual([]);
  });

  it('shows every operator CLI among its commands', () => {
    const commands = tableRows('Other commands').map(([command = '']) => command.trim());
    const clis = operatorClis(scripts).map((cli) => cli.script);
    expect(clis).toEqual(expect.arrayContaining(['tenant', 'seed', 'complaints', 'payments', 'traffic', 'operator']));
    const shown = (cli: string) => commands.some((command) => command.startsWith(`\`npm run ${cli} `) || command.startsWith(`\`npm run ${cli}\``));
    expect(clis.filter((cli) => !shown(cli))).toEqual([]);
  });
});
