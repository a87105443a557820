import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import fc from 'fast-check';
import type { RouteObject } from 'react-router';
import { createRoutes } from '#client/routes';
import { ROOT } from '#server/platform/paths';

export interface RouteEntry {
  method: string;
  /** Express path pattern, e.g. `/sandbox/checkout/:ref`. */
  path: string;
}

/** The parts of router@2's layers the walk reads (Express's types leave them out). */
interface WalkedLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: WalkedLayer[] };
  rawPath?: unknown;
}

/**
 * Every route of the app and its methods, read from Express's own table: the app router's
 * stack and the stacks of the routers mounted in it, so a new endpoint is listed (and fuzzed)
 * without anyone adding it here.
 */
export function listRoutes(app: Express): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const walk = (stack: WalkedLayer[], prefix: string) => {
    for (const layer of stack) {
      // Only router@2 layers have rawPath; Vite's connect stack (development assets) has none.
      if (!('rawPath' in layer)) continue;
      if (layer.route) {
        for (const routePath of ([] as string[]).concat(layer.route.path)) {
          for (const [method, on] of Object.entries(layer.route.methods))
            if (on && method !== '_all') routes.push({ method: method.toUpperCase(), path: prefix + routePath });
        }
      } else if (Array.isArray(layer.handle.stack)) {
        if (typeof layer.rawPath !== 'string') throw new Error('a router is mounted at a pattern the walk cannot prefix');
        walk(layer.handle.stack, prefix + (layer.rawPath === '/' ? '' : layer.rawPath));
      }
    }
  };
  walk((app.router as unknown as { stack: WalkedLayer[] }).stack, '');
  return routes;
}

/**
 * Every page path of the client's route table (react-router), e.g. `/members/:id`: the server
 * renders them all, so they are fuzzed like the API. Building the tree runs no loader, so it
 * needs none of the route dependencies.
 */
export function listPages(): string[] {
  const paths: string[] = [];
  const walk = (routes: RouteObject[], prefix: string) => {
    for (const route of routes) {
      const here = route.path ? `${prefix.replace(/\/$/, '')}/${route.path}` : prefix;
      if (route.path || route.index) paths.push(here || '/');
      if (route.children) walk(route.children, here);
    }
  };
  walk(
    createRoutes(() => {
      throw new Error('listing the pages runs no loader');
    }),
    '',
  );
  return paths;
}

/**
 * The routes the source declares, found by reading it (`router.post('/api/…'`, read endpoints'
 * `path: '/api/….php'`): a second count, so a router left out of the walk shows up.
 */
export function declaredRoutes(): RouteEntry[] {
  const found: RouteEntry[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const source = fs.readFileSync(file, 'utf8');
        for (const match of source.matchAll(/\b(?:router|app)\.(get|post|put|delete|patch)\(\s*'([^']+)'/g))
          found.push({ method: (match[1] as string).toUpperCase(), path: match[2] as string });
        for (const match of source.matchAll(/\bpath: '(\/api\/[\w-]+\.php)'/g)) found.push({ method: 'GET', path: match[1] as string });
      }
    }
  };
  visit(path.join(ROOT, 'server'));
  return found;
}

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
export function encodeSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[\w.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

export const ONE_MB = 'x'.repeat(1024 * 1024);

/** Strings that have broken parsers, drivers and renderers somewhere. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\u0007\u001b[31m',
  '\ufeff\u200b',
  'e\u0301\u0301\u0301',
  '😀👨‍👩‍👧',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '{{constructor.constructor("return 1")()}}',
  '../../../../etc/passwd',
  '%00',
  '%ZZ',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9'.repeat(400),
  'true',
  'null',
  'x'.repeat(70_000),
];

/** Field names our bodies and queries use, so generated requests also reach past the schemas. */
export const FIELD_NAMES = [
  'email',
  'password',
  'password_repeat',
  'old_password',
  'name',
  'date_of_birth',
  'gender',
  'sexuality',
  'network',
  'ref',
  'signup_message',
  'about_me',
  'body_type',
  'country',
  'countryregion',
  'region',
  'eye_color',
  'hair_color',
  'interests',
  'location',
  'relationship_status',
  'tattoos',
  'language',
  'invisible',
  'token',
  'code',
  'confirm',
  'request_id',
  'disabled',
  'id',
  'profile_id',
  'conversation',
  'before',
  'cursor',
  'like',
  'type',
  'text',
  'gift',
  'client_id',
  'reason',
  'message_id',
  'package',
  'paymentmethod',
  'discountcode',
  'repeat',
  'welcome',
  'account_holder',
  'iban',
  'street',
  'house_number',
  'postal_code',
  'city',
  'mobile',
  'authorised',
  'outcome',
  'fail_recurring',
  'lat',
  'lon',
  'min_age',
  'max_age',
  'photo',
  '__proto__',
  'constructor',
] as const;

/** Values a real client would send for a field (ids of the test's own members, real packages). */
export type Plausible = Record<string, readonly unknown[]>;

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
/** Any UTF-16 text, controls and lone surrogates included. */
export const rawText = fc.string({ unit: codeUnit, maxLength: 40 });

const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2, Number.MAX_VALUE, -0));

/** Something no schema expects: hostile text, odd numbers, the wrong type. */
const hostileValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((text) => text.length < 1000)) },
  { weight: 3, arbitrary: rawText },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: number },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(rawText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function plausibleValue(plausible: Plausible, field: string) {
  const known = Object.hasOwn(plausible, field) ? plausible[field] : undefined;
  return known?.length ? fc.constantFrom(...known) : undefined;
}

const fieldName = fc.oneof({ weight: 5, arbitrary: fc.constantFrom<string>(...FIELD_NAMES) }, { weight: 1, arbitrary: rawText });

function assign(target: Record<string, unknown>, entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  // defineProperty, so a generated "__proto__" is an own key as JSON.parse would make it.
  for (const [field, value] of entries) Object.defineProperty(target, field, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/**
 * An object a real client might send with one or two fields spoiled, so the hostile value gets
 * past the other fields' checks and into the handler; or one or two fields alone (strict schemas).
 */
export function bodyObject(plausible: Plausible) {
  const fields = Object.keys(plausible).filter((field) => FIELD_NAMES.includes(field as (typeof FIELD_NAMES)[number]));
  const base = fc.record(Object.fromEntries(fields.map((field) => [field, plausibleValue(plausible, field) ?? fc.constant(null)])));
  const spoiledName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: fieldName });
  const spoiled = fc.array(fc.tuple(spoiledName, hostileValue), { minLength: 1, maxLength: 2 });
  const wholeSpoiled = fc.tuple(base, fc.subarray(fields, { maxLength: 3 }), spoiled).map(([values, dropped, changes]) => {
    const body = assign(
      {},
      Object.entries(values).filter(([field]) => !dropped.includes(field)),
    );
    return assign(body, changes);
  });
  const few = fc
    .array(
      fc.tuple(
        fieldName,
        fc.oneof(
          hostileValue,
          fieldName.chain((field) => plausibleValue(plausible, field) ?? hostileValue),
        ),
      ),
      { minLength: 1, maxLength: 2 },
    )
    .map((entries) => assign({}, entries));
  return fc.oneof({ weight: 3, arbitrary: wholeSpoiled }, { weight: 2, arbitrary: few });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const pairs = (entries: ReadonlyArray<readonly [string, unknown]>) =>
  entries.map(([field, value]) => `${encodeSegment(field)}=${encodeSegment(asText(value))}`).join('&');

/** A query string: the body generator's objects as parameters, or hand-written raw ones. */
export function queryString(plausible: Plausible) {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 5, arbitrary: bodyObject(plausible).map((body) => pairs(Object.entries(body))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('id=%00', 'id=%ZZ', 'id=%ED%A0%80', 'a[b][c]=1&a[__proto__]=1', 'id=1&id=2&id=3', '&&&=&=', `q=${'a'.repeat(12_000)}`),
    },
  );
}

/**
 * Field by field: a real client's body (or query) with just this field ending in NUL, and the
 * field alone (for strict schemas) ending in NUL and in a lone surrogate. Random spoiling rarely
 * hits the one field a handler stores, so each gets its turn.
 */
export function fieldByField(plausible: Plausible, method: string): Array<{ query: string; body: FuzzBody }> {
  const base = Object.fromEntries(Object.entries(plausible).flatMap(([field, values]) => (field === 'param' || !values.length ? [] : [[field, values[0]]])));
  return Object.keys(base).flatMap((field): Array<{ query: string; body: FuzzBody }> => {
    const withNul = `${asText(base[field])}\u0000`;
    // A query string cannot carry a lone surrogate (it arrives as U+FFFD), so queries get NUL only.
    if (method === 'GET') return [{ query: pairs(Object.entries({ ...base, [field]: withNul })), body: { kind: 'none' } }];
    return [
      { query: '', body: { kind: 'json', value: { ...base, [field]: withNul } } },
      { query: '', body: { kind: 'json', value: { [field]: withNul } } },
      { query: '', body: { kind: 'json', value: { [field]: `${asText(base[field])}\ud800` } } },
    ];
  });
}

/** One request to send: a JSON value, or raw bytes under some content type. */
export type FuzzBody = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; data: string | Buffer };

export interface FuzzRequest {
  query: string;
  /** Values for the route's parameters, in order. */
  params: string[];
  body: FuzzBody;
}

const MULTIPART = 'multipart/form-data; boundary=fuzzfuzz';
function multipart(fields: Array<[string, string]>, file?: Buffer): Buffer {
  const parts = fields.map(([name, value]) => `--fuzzfuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = Buffer.from(
    parts.join('') + (file ? '--fuzzfuzz\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n' : ''),
    'utf8',
  );
  return Buffer.concat([head, file ?? Buffer.alloc(0), Buffer.from(`${file ? '\r\n' : ''}--fuzzfuzz--\r\n`)]);
}

/** The start of a JPEG: a header that reads, pixels that end at once. */
const CUT_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAH0AfQBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL',
  'base64',
);

/** Hand-picked hostile bodies, sent to every route and method. */
export const HOSTILE_BODIES: FuzzBody[] = [
  {
    kind: 'json',
    value: Object.fromEntries(FIELD_NAMES.filter((field) => !field.startsWith('_') && field !== 'constructor').map((field) => [field, 'a\u0000b'])),
  },
  {
    kind: 'json',
    value: Object.fromEntries(FIELD_NAMES.filter((field) => !field.startsWith('_') && field !== 'constructor').map((field) => [field, '\udc00'])),
  },
  {
    kind: 'json',
    value: Object.fromEntries(FIELD_NAMES.filter((field) => !field.startsWith('_') && field !== 'constructor').map((field) => [field, '\u202eevil'])),
  },
  {
    kind: 'json',
    value: Object.fromEntries(FIELD_NAMES.filter((field) => !field.startsWith('_') && field !== 'constructor').map((field) => [field, ['1', 2]])),
  },
  {
    kind: 'json',
    value: Object.fromEntries(FIELD_NAMES.filter((field) => !field.startsWith('_') && field !== 'constructor').map((field) => [field, { nested: 1 }])),
  },
  { kind: 'json', value: { email: ONE_MB } },
  { kind: 'json', value: [1, 2, 3] },
  { kind: 'raw', contentType: 'application/json', data: '"just a string"' },
  { kind: 'raw', contentType: 'application/json', data: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
  { kind: 'raw', contentType: 'application/json', data: `{"a":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}` },
  { kind: 'raw', contentType: 'application/json', data: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}' },
  { kind: 'raw', contentType: 'application/json', data: '{"email": "cut' },
  { kind: 'raw', contentType: 'application/json; charset=latin1', data: '{}' },
  { kind: 'raw', contentType: 'text/plain', data: 'email=a@b.c&password=x' },
  { kind: 'raw', contentType: 'application/xml', data: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
  { kind: 'raw', contentType: 'application/x-www-form-urlencoded', data: 'email=%00&outcome=paid&profile_id[]=1&__proto__[x]=1' },
  { kind: 'raw', contentType: 'multipart/form-data', data: 'no boundary at all' },
  { kind: 'raw', contentType: MULTIPART, data: '--fuzzfuzz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\ncut off' },
  {
    kind: 'raw',
    contentType: MULTIPART,
    data: multipart(
      [
        ['type', 'photo'],
        ['client_id', 'fuzz-client-1'],
        ['text', 'a\u0000b'],
      ],
      CUT_JPEG,
    ),
  },
  {
    kind: 'raw',
    contentType: MULTIPART,
    data: multipart(
      [
        ['type', 'photo'],
        ['client_id', 'fuzz-client-2'],
      ],
      CUT_JPEG,
    ),
  },
  { kind: 'raw', contentType: MULTIPART, data: multipart(Array.from({ length: 30 }, (_, index): [string, string] => [`f${index}`, 'x'])) },
  { kind: 'raw', contentType: MULTIPART, data: multipart([['text', 'y'.repeat(200_000)]]) },
];

/** Generated requests: hostile or plausible query, parameters and body of any kind. */
export function fuzzRequest(plausible: Plausible, paramCount: number) {
  const param = fc.oneof(
    fc.constantFrom<string>(...HOSTILE_STRINGS.filter((text) => text.length < 1000)),
    rawText,
    fc.constantFrom(...(plausible.param ?? ['x']).map(String)),
  );
  const body = fc.oneof(
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    { weight: 6, arbitrary: bodyObject(plausible).map((value): FuzzBody => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value): FuzzBody => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((data): FuzzBody => ({ kind: 'raw', contentType: 'application/json', data })) },
    {
      weight: 2,
      arbitrary: fc.tuple(bodyObject(plausible), fc.constantFrom<Buffer | undefined>(undefined, CUT_JPEG)).map(([fields, file]): FuzzBody => ({
        kind: 'raw',
        contentType: MULTIPART,
        data: multipart(
          Object.entries(fields).map(([field, value]) => [field, asText(value)]),
          file,
        ),
      })),
    },
  );
  return fc.record({ query: queryString(plausible), params: fc.array(param, { minLength: paramCount, maxLength: paramCount }), body });
}

/** How many parameters (`:name`, or react-router's splat `*`) a path pattern has. */
export function paramCount(routePath: string): number {
  return routePath.match(/:\w+|\*/g)?.length ?? 0;
}

/** The route's path with its `:name` parameters filled in. */
export function fillPath(routePath: string, params: string[]): string {
  let index = 0;
  return routePath.replace(/:\w+|\*/g, () => encodeSegment(params[index++] ?? ''));
}

/** A stable seed per route, so adding a route leaves every other route's cases as they were. */
export function seedOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}
