import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { ConfigError } from '#server/platform/config';

/**
 * The operator CLIs' exit codes (docs/decisions/0130-operator-clis.md): 2 when what was typed must
 * change (an unknown flag, a bad value, a site or member that does not exist), 1 when it was right
 * but could not be done (no database, broken files, a bad environment).
 */
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** Input the operator must correct; `withUsage` adds the command's usage below the line. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(
    message: string,
    readonly withUsage = false,
  ) {
    super(message);
  }
}

/** A negative number is a value (`--amount -20`), anything else starting with a dash is the next flag. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * node:util parseArgs with the operator's view of errors: an unknown flag, a flag without its
 * value or a stray argument is a UsageError naming it (parseArgs' own errors read like a stack
 * trace's), and `--amount -20` works like `--amount=-20` (strict parseArgs calls it ambiguous).
 * Non-strict tokens are checked, then written out in the one form strict parsing takes as it is.
 */
export function parseCli<T extends ParseArgsOptionsConfig>(args: readonly string[], options: T, allowPositionals = true) {
  const { tokens } = parseArgs({ args: [...args], options, allowPositionals: true, strict: false, tokens: true });
  const canonical = tokens.map((token) => {
    if (token.kind === 'option-terminator') return '--';
    if (token.kind === 'positional') {
      if (!allowPositionals) throw new UsageError(`unexpected argument "${token.value}"`, true);
      return token.value;
    }
    const option = options[token.name];
    if (!option) throw new UsageError(`unknown flag ${token.rawName}`, true);
    if (option.type === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`${token.rawName} takes no value`, true);
      return `--${token.name}`;
    }
    if (token.value === undefined || (!token.inlineValue && token.value.startsWith('-') && !NEGATIVE_NUMBER.test(token.value))) {
      throw new UsageError(`${token.rawName} needs a value (one that starts with "-" goes as ${token.rawName}=<value>)`, true);
    }
    return `--${token.name}=${token.value}`;
  });
  return parseArgs({ args: canonical, options, allowPositionals, strict: true });
}

/** Names every required flag that is missing or empty, at once. */
export function requireFlags(values: Record<string, unknown>, names: readonly string[]): void {
  const missing = names.filter((name) => values[name] === undefined || values[name] === '');
  if (missing.length) throw new UsageError(`missing ${missing.map((name) => `--${name}`).join(', ')}`, true);
}

/** A flag's value as a whole number from 1 up. */
export function positiveInteger(flag: string, value: string): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < 1) throw new UsageError(`--${flag}: "${value}" is not a whole number from 1 up`);
  return number;
}

/** The innermost reason (a driver's error wrapped in a query error, an AggregateError of addresses) without the statement. */
function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return reason(error.errors[0]);
  if (!(error instanceof Error)) return String(error);
  if (error.cause !== undefined) return reason(error.cause);
  return error.message || (error as NodeJS.ErrnoException).code || error.name;
}

export interface CliOptions {
  /** The command's usage text, printed after a UsageError that asks for it. */
  usage: string;
  /** The domain's refusal errors this command meets (their messages name the flag to correct): exit 2. */
  refusals?: readonly (abstract new (...args: never[]) => Error)[];
}

/**
 * Runs a CLI's main and turns every way it can end into one exit code and a short message:
 * never a stack trace or a database statement (LOG_LEVEL=debug adds the stack of a failure).
 */
export function runCli(options: CliOptions, main: () => Promise<void> | void): void {
  const fail = (code: number, message: string) => {
    console.error(message);
    process.exit(code);
  };
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      if (error instanceof UsageError) return fail(EXIT_USAGE, error.withUsage ? `${error.message}\n\n${options.usage}` : error.message);
      if (options.refusals?.some((refusal) => error instanceof refusal)) return fail(EXIT_USAGE, (error as Error).message);
      if (error instanceof ConfigError) return fail(EXIT_FAILED, error.message);
      if (['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '')) console.error(error);
      return fail(EXIT_FAILED, `failed: ${reason(error)}`);
    });
}
