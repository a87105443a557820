import { Counter, type Registry } from 'prom-client';

/**
 * http_connections_refused_total{reason}: connections closed as they arrived because the process
 * holds its cap of them (total) or their address does (per_address); server/web/http/connection-limits.ts.
 */
export function connectionMetrics(registry: Registry): (reason: 'total' | 'per_address') => void {
  const refused = new Counter({
    name: 'http_connections_refused_total',
    help: 'Connections closed on arrival: the process at MAX_CONNECTIONS (total) or their address at MAX_CONNECTIONS_PER_ADDRESS (per_address)',
    labelNames: ['reason'],
    registers: [registry],
  });
  return (reason) => refused.inc({ reason });
}
