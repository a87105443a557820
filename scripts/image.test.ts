import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build as esbuild } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '#server/platform/paths';
import { freePort, startServer } from '#tests/support/server-process';
import { bundleClis, operatorClis, SERVER_BUNDLE, type CliBundles } from './node-bundles';
import { dockerfileInstructions, dockerignore } from './docker-files';

/**
 * Docker cannot run here, so this reads the Dockerfile and .dockerignore as Docker would and runs
 * what it can of the image: its final stage laid out in a folder (the CLI bundles, package.json
 * with the image's npm scripts, only the production packages, the files it copies) and the
 * operator CLIs run there through `npm run`, as `docker run <image> npm run …` would.
 */
const run = promisify(execFile);
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
const instructions = dockerfileInstructions(read('Dockerfile'));
const finalStage = instructions.filter((instruction) => instruction.stage === Math.max(...instructions.map((each) => each.stage)));
const excluded = dockerignore(read('.dockerignore'));

/** The final stage's `COPY --from=build <source> <destination>` pairs. */
const copiedFromBuild = finalStage
  .filter((instruction) => instruction.keyword === 'COPY' && instruction.args.includes('--from=build'))
  .map((instruction) => {
    const [source = '', destination = ''] = instruction.args.split(/\s+/).filter((arg) => !arg.startsWith('--'));
    return { source: path.posix.relative('/app', source), destination: path.posix.normalize(destination) };
  });
const npmPkgStep = finalStage.find((instruction) => instruction.keyword === 'RUN' && instruction.args.startsWith('npm pkg '));
const healthcheck = finalStage.find((instruction) => instruction.keyword === 'HEALTHCHECK');

const image = fs.mkdtempSync(path.join(os.tmpdir(), 'image-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-data-'));
let bundles: CliBundles;

/** `npm run <script> -- …` inside the image's folder, with the image's environment. */
function npmRun(script: string, ...args: string[]) {
  const env = {
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_SECRET: crypto.randomBytes(32).toString('base64'),
    NPM_CONFIG_UPDATE_NOTIFIER: 'false',
  };
  return run('npm', ['run', '--silent', script, '--', ...args], { cwd: image, env });
}

beforeAll(async () => {
  bundles = await bundleClis(ROOT, path.join(image, 'dist'));
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(image, 'package.json'));
  // Only the production packages can be found from the image's folder (their own dependencies resolve from where they really are).
  for (const name of Object.keys(pkg.dependencies)) {
    fs.mkdirSync(path.dirname(path.join(image, 'node_modules', name)), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(image, 'node_modules', name));
  }
  for (const { source, destination } of copiedFromBuild.filter((copy) => !['node_modules', 'dist', 'package.json'].includes(copy.source))) {
    fs.mkdirSync(path.dirname(path.join(image, destination)), { recursive: true });
    fs.symlinkSync(path.join(ROOT, source), path.join(image, destination));
  }
  execFileSync('sh', ['-c', npmPkgStep?.args ?? 'false'], { cwd: image, env: { ...process.env, NPM_CONFIG_UPDATE_NOTIFIER: 'false' } });
});

afterAll(() => {
  fs.rmSync(image, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the image', () => {
  it('bundles every operator CLI, importing only production dependencies', () => {
    expect(bundles.clis.map((cli) => cli.script)).toEqual(expect.arrayContaining(['tenant', 'operator', 'payments', 'complaints', 'traffic', 'seed']));
    for (const cli of bundles.clis) expect(fs.existsSync(path.join(image, cli.bundle)), cli.bundle).toBe(true);
    expect(bundles.packages.filter((name) => !(name in pkg.dependencies))).toEqual([]);
  });

  it('gives every operator CLI of package.json its npm script, and keeps no script that needs the sources', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(image, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    for (const cli of operatorClis(pkg.scripts)) expect(scripts[cli.script], cli.script).toBe(`node ${cli.bundle}`);
    const server = (JSON.parse(finalStage.find((instruction) => instruction.keyword === 'CMD')?.args ?? '[]') as string[]).join(' ');
    expect(server).toBe('node dist/server/index.js');
    for (const [name, command] of Object.entries(scripts)) {
      expect(command === server || fs.existsSync(path.join(image, command.replace(/^node /, ''))), `${name}: ${command}`).toBe(true);
    }
  });

  it('runs `npm run tenant -- check` and adds the first console owner with `npm run operator`', async () => {
    expect((await npmRun('tenant', 'check')).stdout).toMatch(/^ok: \d+ tenants, \d+ companies in .*tenants$/m);
    const added = await npmRun('operator', 'add', '--email', 'owner@example.com', '--role', 'owner');
    expect(added.stdout).toContain('owner@example.com');
    expect(added.stdout).toMatch(/https:\/\/operator\.localhost\/password#[\w-]+/);
    expect((await npmRun('operator', 'list')).stdout).toMatch(/owner@example\.com\towner\t/);
  });

  it('runs as a user that is not root', () => {
    const users = finalStage.filter((instruction) => instruction.keyword === 'USER').map((instruction) => instruction.args);
    expect(users.at(-1)).toBe('node');
    expect(finalStage.findLastIndex((instruction) => instruction.keyword === 'USER')).toBeLessThan(
      finalStage.findIndex((instruction) => instruction.keyword === 'CMD'),
    );
  });

  it('copies from the build stage only what the build makes or the context holds', () => {
    expect(instructions.some((instruction) => instruction.stage === 0 && /npm run build/.test(instruction.args))).toBe(true);
    for (const { source } of copiedFromBuild) {
      if (source === 'node_modules' || source === 'dist') continue;
      expect(fs.existsSync(path.join(ROOT, source)), source).toBe(true);
      expect(excluded(source), `${source} is kept out by .dockerignore`).toBe(false);
    }
  });

  it("has a HEALTHCHECK whose command passes while the server answers /healthz and fails once it's gone", async () => {
    const command = JSON.parse(healthcheck?.args.replace(/^.*?CMD\s+/, '') ?? '[]') as string[];
    expect(command.join(' ')).toContain('/healthz');
    const port = await freePort();
    const check = () =>
      run(process.execPath, command.slice(1), { env: { PORT: String(port) } }).then(
        () => 0,
        (error: { code?: number }) => error.code,
      );
    const serverData = fs.mkdtempSync(path.join(os.tmpdir(), 'image-health-'));
    const server = await startServer({ DATA_DIR: serverData }, port);
    try {
      expect(await check(), server.output()).toBe(0);
    } finally {
      await server.stop();
      fs.rmSync(serverData, { recursive: true, force: true });
    }
    expect(await check()).toBe(1);
  });
});

describe('the build context (.dockerignore)', () => {
  it('keeps out installed packages, local data and its secret, env files, build output and test leftovers', () => {
    for (const file of [
      'node_modules',
      'node_modules/tsx/package.json',
      '.data',
      '.data/app-secret',
      '.env',
      '.env.production',
      '.git/config',
      'dist/server/index.js',
    ]) {
      expect(excluded(file), file).toBe(true);
    }
    for (const file of [
      'test-results/x.png',
      'playwright-report/index.html',
      'npm-debug.log',
      'server/.data/app-secret',
      'tests/e2e/home.spec.ts',
      'docs/deploy.md',
    ]) {
      expect(excluded(file), file).toBe(true);
    }
  });

  it('lets in every file the build reads: the server and CLI sources, the client, themes and tenant files', async () => {
    const server = await esbuild({ ...SERVER_BUNDLE, absWorkingDir: ROOT, write: false, metafile: true, logLevel: 'silent' });
    const tracked = execFileSync('git', ['ls-files', 'client', 'themes', 'tenants', 'server/platform/db/migrations', 'server/platform/reference-data/data'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !/\.test\.tsx?$/.test(file));
    const needed = [
      ...['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'scripts/build.ts', 'scripts/node-bundles.ts', 'scripts/precompress.ts'],
      ...Object.keys(server.metafile.inputs).filter((input) => !input.startsWith('node_modules/')),
      ...bundles.inputs,
      ...tracked,
    ];
    expect(needed.filter((file) => excluded(file))).toEqual([]);
  });
});
