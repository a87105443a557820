import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

/**
 * A costly render whose result is decided entirely by its inputs, kept in `dir` between starts
 * (decision 0151). The key is a digest of every input that decides the bytes; a file that is
 * missing, unreadable or of the wrong shape is a miss, and a folder that cannot be written only
 * means the next start renders again. Writes go through a temporary file and a rename, so
 * processes starting together never read half a file.
 */
export async function keptRender<T>(dir: string, inputs: readonly string[], isResult: (value: unknown) => value is T, render: () => Promise<T>): Promise<T> {
  const digest = crypto.createHash('sha256');
  for (const input of inputs) digest.update(input).update('\0');
  const file = path.join(dir, `${digest.digest('hex').slice(0, 32)}.bin`);
  const kept = await readKept(file, isResult);
  if (kept !== undefined) return kept;
  const result = await render();
  await writeKept(file, result);
  return result;
}

async function readKept<T>(file: string, isResult: (value: unknown) => value is T): Promise<T | undefined> {
  try {
    const value: unknown = v8.deserialize(await fs.promises.readFile(file));
    return isResult(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

async function writeKept(file: string, value: unknown): Promise<void> {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  try {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(temporary, v8.serialize(value));
    await fs.promises.rename(temporary, file);
  } catch {
    await fs.promises.rm(temporary, { force: true }).catch(() => undefined);
  }
}
