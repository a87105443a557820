import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import { generateSync } from 'otplib';
import { E2E_DATA_DIR, E2E_PORT, E2E_TENANTS_DIR } from '../../playwright.config';

const run = promisify(execFile);

export const CONSOLE_HOST = `operator.localhost:${E2E_PORT}`;
export const CONSOLE_ORIGIN = `http://${CONSOLE_HOST}`;
export const CONSOLE_PASSWORD = 'a long operator passphrase';

export type OperatorRole = 'owner' | 'manager' | 'moderator' | 'support';

export interface CliOperator {
  email: string;
  /** The sign-in link the CLI printed (sets the password). */
  link: string;
  /** The TOTP secret from the printed otpauth:// URI. */
  secret: string;
}

let serial = 0;
const newEmail = (role: OperatorRole) => `e2e-${role}-${process.pid}-${++serial}-${Date.now()}@example.com`;
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

/** Creates an operator the way an owner does, with the built CLI beside the built server (`npm run operator -- add` in the image). */
export async function addOperatorWithCli(role: OperatorRole, tenants: string[] = []): Promise<CliOperator> {
  const email = newEmail(role);
  const args = ['dist/cli/operator.js', 'add', '--email', email, '--role', role, ...(tenants.length ? ['--tenants', tenants.join(',')] : [])];
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, TENANTS_DIR: E2E_TENANTS_DIR, PORT: String(E2E_PORT), LOG_LEVEL: 'warn' },
  });
  const link = /(http\S+\/password#\S+)/.exec(stdout)?.[1];
  const uri = /(otpauth:\/\/\S+)/.exec(stdout)?.[1];
  if (!link || !uri) throw new Error(`unexpected CLI output:\n${stdout}`);
  return { email, link, secret: secretOf(uri) };
}

/**
 * A JSON request to the console's API from Node: to 127.0.0.1 with the console's Host header
 * (Node does not resolve *.localhost as the browser does).
 */
function consoleRequest(method: string, pathname: string, body: object, cookie = ''): Promise<{ status: number; body: unknown; cookies: string[] }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method,
        path: pathname,
        headers: {
          Host: CONSOLE_HOST,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(data),
          'X-Request-Type': 'client',
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : undefined, cookies: res.headers['set-cookie'] ?? [] });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function expectStatus(answer: Promise<{ status: number; body: unknown; cookies: string[] }>, status: number, what: string) {
  const { status: got, body, cookies } = await answer;
  if (got !== status) throw new Error(`${what}: ${got} ${JSON.stringify(body)}`);
  return { body, cookies };
}

/** Makes console operators through the console's own API as an owner the CLI made (once per Playwright worker). */
export interface ConsoleOperators {
  add(role: OperatorRole, tenants?: string[]): Promise<CliOperator>;
}

export async function workerOwner(): Promise<ConsoleOperators> {
  const owner = await addOperatorWithCli('owner');
  const token = decodeURIComponent(new URL(owner.link).hash.slice(1));
  await expectStatus(consoleRequest('POST', '/api/operator/password.php', { token, password: CONSOLE_PASSWORD }), 200, 'setting the password');
  const { cookies } = await expectStatus(
    consoleRequest('POST', '/api/operator/login.php', { email: owner.email, password: CONSOLE_PASSWORD, code: generateSync({ secret: owner.secret }) }),
    200,
    'signing in',
  );
  const session = cookies.map((line) => line.split(';')[0]).find((pair) => pair?.startsWith('op_sid=')) ?? '';
  return {
    async add(role, tenants = []) {
      const email = newEmail(role);
      const { body } = await expectStatus(consoleRequest('POST', '/api/operator/operators.php', { email, role, tenants }, session), 201, `adding a ${role}`);
      const { sign_in_link: link, otpauth_uri: uri } = body as { sign_in_link: string; otpauth_uri: string };
      return { email, link, secret: secretOf(uri) };
    },
  };
}
