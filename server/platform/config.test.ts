import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('environment', () => {
  it('comes up with the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('stops with a readable list of bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('takes a bounce intake token only when it is long enough to be a secret', () => {
    expect(loadConfig({}).MAIL_EVENTS_TOKEN).toBeUndefined();
    expect(loadConfig({ MAIL_EVENTS_TOKEN: '' }).MAIL_EVENTS_TOKEN).toBeUndefined();
    expect(loadConfig({ MAIL_EVENTS_TOKEN: 'a'.repeat(24) }).MAIL_EVENTS_TOKEN).toBe('a'.repeat(24));
    expect(() => loadConfig({ MAIL_EVENTS_TOKEN: 'short' })).toThrow(/MAIL_EVENTS_TOKEN: at least 24 characters/);
  });

  it('takes an empty Mollie key (an env file line without a value) as none, and refuses one that is no key', () => {
    expect(loadConfig({ MOLLIE_API_KEY: '' }).MOLLIE_API_KEY).toBeUndefined();
    expect(loadConfig({ MOLLIE_API_KEY: 'live_abc123' }).MOLLIE_API_KEY).toBe('live_abc123');
    expect(() => loadConfig({ MOLLIE_API_KEY: 'sk_live_abc' })).toThrow(/MOLLIE_API_KEY: must be a Mollie API key/);
  });

  it('runs one process per core in production when PostgreSQL and Redis carry the shared state, one otherwise', () => {
    const shared = { DATABASE_URL: 'postgresql://db.internal/app', REDIS_URL: 'redis://redis.internal:6379' };
    expect(loadConfig({ NODE_ENV: 'production', ...shared }, 8).WEB_CONCURRENCY).toBe(8);
    expect(loadConfig({ NODE_ENV: 'production' }, 8).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: shared.DATABASE_URL }, 8).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ ...shared }, 8).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '3', ...shared }, 8).WEB_CONCURRENCY).toBe(3);
  });

  it('refuses several processes without PostgreSQL and Redis, saying what is missing', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgresql://db.internal/app' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', REDIS_URL: 'redis://redis.internal:6379' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).WEB_CONCURRENCY).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});
