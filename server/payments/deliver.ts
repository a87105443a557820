import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/** Posts a webhook; resolves with the HTTP status. */
export type Deliver = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

/** RFC 6761: every *.localhost name is the loopback address (Node's resolver does not know that). */
const lookup: LookupFunction = (hostname, options, callback) => {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (options.all) return callback(null, [{ address: '127.0.0.1', family: 4 }]);
    return callback(null, '127.0.0.1', 4);
  }
  dns.lookup(hostname, options, callback);
};

export const deliverOverHttp: Deliver = (url, body, headers) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = (target.protocol === 'https:' ? https : http).request(target, { method: 'POST', lookup, timeout: 10_000, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy(new Error('webhook timed out')));
    request.on('error', reject);
    request.end(body);
  });
