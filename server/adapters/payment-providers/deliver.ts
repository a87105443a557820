import http from 'node:http';
import https from 'node:https';

/** Posts a webhook to one of our sites (its canonical URL); resolves with the HTTP status. */
export type Deliver = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

/**
 * Delivers to this app itself, whatever host the URL names: the request goes to the app's
 * internal address (INTERNAL_URL) with the URL's path, and the URL's host only as the Host
 * header, so the tenant resolves. A server-to-server call can never reach another machine,
 * even from a URL that was stored poisoned.
 */
export function deliverInternally(internalUrl: string): Deliver {
  const internal = new URL(internalUrl);
  const transport = internal.protocol === 'https:' ? https : http;
  return (url, body, headers) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const request = transport.request(
        {
          protocol: internal.protocol,
          // An IPv6 address comes bracketed from URL; the socket wants it bare.
          hostname: internal.hostname.replace(/^\[(.*)\]$/, '$1'),
          port: internal.port,
          path: `${target.pathname}${target.search}`,
          method: 'POST',
          timeout: 10_000,
          headers: { ...headers, Host: target.host, 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      request.on('timeout', () => request.destroy(new Error('webhook timed out')));
      request.on('error', reject);
      request.end(body);
    });
}
