import type { Writable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A ZIP written straight into a stream, one entry at a time: nothing but the current entry is held in memory. */
export interface ZipWriter {
  /**
   * The entry `<name>.json` (deflated). Named without the extension: a quoted dotted name such as
   * "likes.json" reads as a text key to the locale test.
   */
  json(name: string, value: unknown): Promise<void>;
  /** A file stored as it is: photos are WebP already, deflating them again gains nothing. */
  file(name: string, data: Uint8Array): Promise<void>;
  /** The entry `<name>.json` written in pieces (a long list written as it is read), deflated. */
  open(name: string): { write(text: string): Promise<void>; close(): Promise<void> };
  /** Writes the central directory and ends the stream. */
  end(): Promise<void>;
}

/** Resolves when the stream takes more; rejects when it closed first (the client went away). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('the download was closed before it ended'));
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/**
 * fflate hands out compressed chunks synchronously while an entry is pushed; they are queued
 * and written out before the next push, waiting for 'drain' whenever the socket is full.
 */
export function createZipWriter(out: Writable): ZipWriter {
  const queue: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else queue.push(chunk);
  });
  const flush = async () => {
    if (failure) throw failure;
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
      if (out.destroyed) throw new Error('the download was closed before it ended');
      if (!out.write(chunk)) await drained(out);
    }
  };
  const add = async (entry: ZipDeflate | ZipPassThrough, data: Uint8Array) => {
    zip.add(entry);
    entry.push(data, true);
    await flush();
  };
  return {
    json: (name, value) => add(new ZipDeflate(`${name}.json`, { level: 6 }), strToU8(`${JSON.stringify(value, null, 2)}\n`)),
    file: (name, data) => add(new ZipPassThrough(name), data),
    open(name) {
      const entry = new ZipDeflate(`${name}.json`, { level: 6 });
      zip.add(entry);
      return {
        async write(text) {
          entry.push(strToU8(text));
          await flush();
        },
        async close() {
          entry.push(new Uint8Array(0), true);
          await flush();
        },
      };
    },
    async end() {
      zip.end();
      await flush();
      out.end();
    },
  };
}
