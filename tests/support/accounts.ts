import crypto from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';

export const GOOD_PASSWORD = 'Velvet-Harbour-82';

/** A fresh, valid sign-up body; override any field. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  const id = crypto.randomUUID().slice(0, 8);
  return {
    email: `member.${id}@example.org`,
    name: `Member${id}`,
    password: GOOD_PASSWORD,
    date_of_birth: '1990-05-17',
    gender: 'female',
    sexuality: 'hetero',
    ...overrides,
  };
}

/** The session cookie ("sid=...") from a response. */
export function sessionCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const sid = cookies.find((cookie) => cookie.startsWith('sid=') && !cookie.startsWith('sid=;'));
  if (!sid) throw new Error('no session cookie');
  return sid.split(';')[0] as string;
}

/** Signs up on a tenant and returns the body and the session cookie. */
export async function signUp(app: Express, host: string, overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const res = await request(app).post('/api/signup.php').set('Host', host).set('X-Request-Type', 'client').send(body).expect(201);
  return { body, cookie: sessionCookie(res), user: res.body.user };
}

/** A supertest agent-like helper that always sends Host and the client header. */
export function api(app: Express, host: string, cookie?: string) {
  const withHeaders = (test: request.Test) => {
    test.set('Host', host).set('X-Request-Type', 'client');
    if (cookie) test.set('Cookie', cookie);
    return test;
  };
  return {
    get: (path: string) => withHeaders(request(app).get(path)),
    post: (path: string, body: object = {}) => withHeaders(request(app).post(path)).send(body),
    put: (path: string, body: object = {}) => withHeaders(request(app).put(path)).send(body),
    delete: (path: string, body: object = {}) => withHeaders(request(app).delete(path)).send(body),
    /** Headers only, the body is the test's: multipart forms, other content types, broken bodies. */
    raw: (method: 'post' | 'put', path: string) => withHeaders(request(app)[method](path)),
  };
}
