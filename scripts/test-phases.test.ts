import { describe, expect, it } from 'vitest';
import { phaseTable, runPhases, type Phase } from './test-phases';

/** A phase that prints its lines slowly (so concurrent phases would interleave) and exits with the code. */
const node = (lines: string[], code = 0): string[] => [
  '-e',
  `(async () => { for (const line of ${JSON.stringify(lines)}) { console.log(line); await new Promise((r) => setTimeout(r, 30)); } process.exit(${code}); })()`,
];

async function run(phases: Phase[]) {
  let output = '';
  const results = await runPhases(phases, { write: (text) => (output += text) });
  return { results, output };
}

describe('npm test phases', () => {
  it('runs independent phases at once and prints each one’s output whole, not interleaved', async () => {
    const { results, output } = await run([
      { name: 'first', args: node(['a1', 'a2', 'a3', 'a4', 'a5']) },
      { name: 'second', args: node(['b1', 'b2', 'b3', 'b4', 'b5']) },
    ]);
    expect(results.map((result) => result.result)).toEqual(['ok', 'ok']);
    expect(output).toMatch(/a1\na2\na3\na4\na5\n/);
    expect(output).toMatch(/b1\nb2\nb3\nb4\nb5\n/);
    // The second started while the first was still printing (its five lines take over 150 ms), not after it.
    const [first, second] = results;
    expect(second?.startedAt).toBeLessThan((first?.startedAt ?? 0) + (first?.tookMs ?? 0));
  });

  it('starts a phase only after the ones it comes after, and skips the rest once one fails', async () => {
    const { results, output } = await run([
      { name: 'build', args: node(['built']) },
      { name: 'lint', args: node(['2 problems'], 3), after: ['build'] },
      { name: 'typecheck', args: node(['checked']), after: ['lint'] },
      { name: 'browser tests', args: node(['passed']), after: ['build'] },
    ]);
    const byName = Object.fromEntries(results.map((result) => [result.name, result]));
    expect(byName.lint).toMatchObject({ result: 'failed', exitCode: 3 });
    expect(byName.lint?.startedAt).toBeGreaterThanOrEqual((byName.build?.startedAt ?? 0) + (byName.build?.tookMs ?? 0));
    expect(byName.typecheck).toEqual({ name: 'typecheck', result: 'skipped' });
    expect(output).toContain('=== lint (failed, exit 3');
    expect(output).toContain('2 problems');
    expect(output).not.toContain('checked');

    const table = phaseTable(results).split('\n');
    expect(table[0]).toMatch(/^phase\s+started at\s+took\s+result$/);
    expect(table.find((line) => line.startsWith('lint'))).toMatch(/failed \(exit 3\)$/);
    expect(table.find((line) => line.startsWith('typecheck'))).toMatch(/–\s+–\s+skipped$/);
  });
});
