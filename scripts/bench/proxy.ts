import http from 'node:http';
import net from 'node:net';

/**
 * A minimal round-robin reverse proxy on loopback, what a load balancer does in front of
 * stateless nodes: each request (and each WebSocket upgrade, passed through as raw bytes) goes
 * to the next target in turn. Run as a process: PROXY_PORT=… PROXY_TARGETS=4485,4486.
 * For the bench only: no health checks, no retries, no TLS.
 */
export function startProxy(port: number, targets: number[]): http.Server {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const pick = () => targets[next++ % targets.length] as number;

  const server = http.createServer((req, res) => {
    const upstream = http.request({ host: '127.0.0.1', port: pick(), method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(pick(), '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let index = 0; index < req.rawHeaders.length; index += 2) lines.push(`${req.rawHeaders[index]}: ${req.rawHeaders[index + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  });

  server.listen(port, '127.0.0.1');
  return server;
}

if (process.env.PROXY_PORT && process.env.PROXY_TARGETS) {
  const proxy = startProxy(Number(process.env.PROXY_PORT), process.env.PROXY_TARGETS.split(',').map(Number));
  process.on('SIGTERM', () => {
    proxy.closeAllConnections();
    proxy.close(() => process.exit(0));
  });
}
