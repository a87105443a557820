import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keptRender } from './kept-render';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-render-'));
  dirs.push(dir);
  return dir;
}

const isPictures = (value: unknown): value is Buffer[] => Array.isArray(value) && value.every((item) => Buffer.isBuffer(item));

/** A render that counts its calls, on inputs of its own. */
function counted() {
  const calls = { count: 0 };
  const input = crypto.randomUUID();
  const render = async () => {
    calls.count += 1;
    return [Buffer.from(`picture of ${input}`)];
  };
  return { calls, input, render };
}

const keptFiles = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.bin'));

/** A copy of `dir`'s files, changed as asked. */
function copyOf(dir: string, change?: (file: string) => void): string {
  const other = folder();
  for (const name of keptFiles(dir)) {
    fs.copyFileSync(path.join(dir, name), path.join(other, name));
    change?.(path.join(other, name));
  }
  return other;
}

describe('a costly render kept between starts', () => {
  it('renders once; later calls and the next start get the kept result', async () => {
    const dir = folder();
    const { calls, input, render } = counted();
    const first = await keptRender(dir, [input], isPictures, render);
    expect(await keptRender(dir, [input], isPictures, render)).toEqual(first);
    const next = await keptRender(copyOf(dir), [input], isPictures, render);
    expect(Buffer.isBuffer(next[0])).toBe(true);
    expect(next).toEqual(first);
    expect(calls.count).toBe(1);
  });

  it('renders again when any input changes (a drawing, the code, the image library)', async () => {
    const dir = folder();
    const { calls, input, render } = counted();
    await keptRender(dir, [input, 'libvips 8.17'], isPictures, render);
    await keptRender(dir, [input, 'libvips 8.18'], isPictures, render);
    expect(calls.count).toBe(2);
    expect(keptFiles(dir)).toHaveLength(2);
  });

  it('takes a damaged or foreign file as a miss and renders', async () => {
    const dir = folder();
    const { calls, input, render } = counted();
    await keptRender(dir, [input], isPictures, render);
    const damaged = copyOf(dir, (file) => fs.writeFileSync(file, 'half a file'));
    expect((await keptRender(damaged, [input], isPictures, render))[0]?.toString()).toBe(`picture of ${input}`);
    const foreign = copyOf(dir, (file) => fs.writeFileSync(file, new Uint8Array(Buffer.from([0xff, 0x0f, 0x49, 0x01]))));
    await keptRender(foreign, [input], isPictures, render);
    expect(calls.count).toBe(3);
  });

  it('still renders when the folder cannot be written, and keeps nothing of a failed render', async () => {
    const blocked = path.join(folder(), 'a-file');
    fs.writeFileSync(blocked, '');
    const { calls, input, render } = counted();
    expect((await keptRender(path.join(blocked, 'cache'), [input], isPictures, render))[0]?.toString()).toBe(`picture of ${input}`);
    expect(calls.count).toBe(1);

    const dir = folder();
    let fail = true;
    const flaky = async () => {
      if (fail) throw new Error('encoder crashed');
      return [Buffer.from('drawn')];
    };
    await expect(keptRender(dir, ['flaky'], isPictures, flaky)).rejects.toThrow('encoder crashed');
    expect(keptFiles(dir)).toEqual([]);
    fail = false;
    expect((await keptRender(dir, ['flaky'], isPictures, flaky))[0]?.toString()).toBe('drawn');
  });
});
