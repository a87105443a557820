/**
 * Reading the Dockerfile and .dockerignore as Docker does, as far as scripts/image.test.ts needs:
 * Docker cannot run here, so the test reads what it would build (docs/decisions/0129-deployable-image.md).
 */

export interface Instruction {
  /** Upper-case, e.g. `COPY`. */
  keyword: string;
  /** The rest of the instruction, continuation lines joined. */
  args: string;
  /** Index of its build stage (0 for the first FROM). */
  stage: number;
}

/** The Dockerfile's instructions in order: comments dropped, `\` continuations joined. */
export function dockerfileInstructions(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = '';
  let stage = -1;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && pending === '')) continue;
    pending += pending ? ` ${line}` : line;
    if (pending.endsWith('\\')) {
      pending = pending.slice(0, -1).trimEnd();
      continue;
    }
    const [keyword = '', ...rest] = pending.split(/\s+/);
    if (keyword.toUpperCase() === 'FROM') stage += 1;
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), stage });
    pending = '';
  }
  return instructions;
}

/** A .dockerignore pattern as a regular expression over context-relative paths (`**`, `*`, `?`). */
function patternRegex(pattern: string): RegExp {
  if (/[[\\]/.test(pattern)) throw new Error(`character classes and escapes are not read here: ${pattern}`);
  const source = pattern
    .replace(/^\/+|\/+$/g, '')
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.+^${}()|]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Whether .dockerignore keeps `file` (a context-relative path) out of the build context: the last
 * pattern that matches it or one of its folders decides, `!` letting it back in.
 */
export function dockerignore(text: string): (file: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => ({ include: line.startsWith('!'), regex: patternRegex(line.replace(/^!/, '')) }));
  return (file) => {
    const parts = file.split('/');
    const prefixes = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
    let excluded = false;
    for (const rule of rules) if (prefixes.some((prefix) => rule.regex.test(prefix))) excluded = !rule.include;
    return excluded;
  };
}
