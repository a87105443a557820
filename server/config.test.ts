import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
});
