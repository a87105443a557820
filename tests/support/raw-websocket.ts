import crypto from 'node:crypto';
import net from 'node:net';

/** A WebSocket frame as a client puts it on the wire; every field can be made wrong on purpose. */
export function frame(
  opcode: number,
  payload: Buffer | string = Buffer.alloc(0),
  { fin = true, rsv = 0, mask = true }: { fin?: boolean; rsv?: number; mask?: boolean } = {},
): Buffer {
  const data = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const length = data.length < 126 ? [data.length] : data.length < 65_536 ? [126, data.length >> 8, data.length & 0xff] : undefined;
  if (!length) throw new Error('frames over 64 KB are not needed here');
  const head = Buffer.from([(fin ? 0x80 : 0) | (rsv << 4) | opcode, (mask ? 0x80 : 0) | (length[0] as number), ...length.slice(1)]);
  if (!mask) return Buffer.concat([head, data]);
  const key = crypto.randomBytes(4);
  const masked = Buffer.from(data.map((byte, index) => byte ^ (key[index % 4] as number)));
  return Buffer.concat([head, key, masked]);
}

/** A close frame's payload: the code, then the reason bytes. */
export function closePayload(code: number, reason: Buffer = Buffer.alloc(0)): Buffer {
  const payload = Buffer.alloc(2 + reason.length);
  payload.writeUInt16BE(code, 0);
  reason.copy(payload, 2);
  return payload;
}

export interface RawWebSocket {
  /** Text messages the server sent, parsed as JSON. */
  messages: { type: string }[];
  /** The code of the server's close frame, once one arrived. */
  closeCode: number | undefined;
  /** Whether the server's handshake answer was 101. */
  upgraded: boolean;
  write(bytes: Buffer): void;
  /** Resolves when the TCP connection is gone (the server closed or cut it). */
  closed: Promise<void>;
}

/**
 * A WebSocket client written by hand on a TCP socket, so it can send what no library would.
 * `extra` goes out in the same write as the handshake, i.e. before any answer is seen. Like a
 * browser, it ends the connection once the server's close frame arrived.
 */
export function rawWebSocket(port: number, headers: Record<string, string>, extra: Buffer = Buffer.alloc(0)): RawWebSocket {
  const socket = net.connect(port, '127.0.0.1');
  const request = [
    'GET /api/live?last=0 HTTP/1.1',
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    `Sec-WebSocket-Key: ${crypto.randomBytes(16).toString('base64')}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.write(Buffer.concat([Buffer.from(`${request.join('\r\n')}\r\n\r\n`), extra]));
  const raw: RawWebSocket = {
    messages: [],
    closeCode: undefined,
    upgraded: false,
    write: (bytes) => socket.write(bytes),
    closed: new Promise((resolve) => socket.on('close', () => resolve())),
  };
  // Writes after the server cut the connection fail: that is the outcome under test, not an error.
  socket.on('error', () => undefined);
  let buffer = Buffer.alloc(0);
  let headDone = false;
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (!headDone) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      raw.upgraded = buffer.subarray(0, end).toString().startsWith('HTTP/1.1 101');
      headDone = true;
      buffer = buffer.subarray(end + 4);
    }
    // Server frames are never masked.
    while (buffer.length >= 2) {
      const opcode = (buffer[0] as number) & 0x0f;
      let length = (buffer[1] as number) & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffer.length < 4) return;
        length = buffer.readUInt16BE(2);
        offset = 4;
      }
      if (buffer.length < offset + length) return;
      const payload = buffer.subarray(offset, offset + length);
      buffer = buffer.subarray(offset + length);
      if (opcode === 0x1) raw.messages.push(JSON.parse(payload.toString()) as { type: string });
      if (opcode === 0x8) {
        raw.closeCode = payload.length >= 2 ? payload.readUInt16BE(0) : 1005;
        socket.end();
      }
    }
  });
  return raw;
}
