import type { Config } from '#server/platform/config';

/**
 * Where sign-in links point (CONSOLE_ORIGIN, else the console's first host: https in production,
 * http on the server's port otherwise). From the configuration, never from a request's Host.
 */
export function consoleOrigin(config: Pick<Config, 'CONSOLE_ORIGIN' | 'OPERATOR_HOSTS' | 'NODE_ENV' | 'PORT'>): string {
  if (config.CONSOLE_ORIGIN) return new URL(config.CONSOLE_ORIGIN).origin;
  const host = config.OPERATOR_HOSTS[0] ?? 'operator.localhost';
  return config.NODE_ENV === 'production' ? `https://${host}` : `http://${host}:${config.PORT}`;
}

/** The sign-in link: the token rides in the fragment, so it stays out of logs and Referer headers. */
export function signInLink(origin: string, setupToken: string): string {
  return `${origin}/password#${setupToken}`;
}
