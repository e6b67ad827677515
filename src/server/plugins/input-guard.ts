import fp from 'fastify-plugin';
import { ValidationError } from '../errors.ts';

const NUL = '\u0000';
const MAX_ISSUES = 20;

export const inputGuardFr = {
  nul: "Le caractère nul (U+0000) n'est pas accepté.",
};

type Issue = ConstructorParameters<typeof ValidationError>[0][number];

interface Node {
  value: unknown;
  key: string | number;
  parent: Node | undefined;
}

const locOf = (node: Node): (string | number)[] => {
  const loc: (string | number)[] = [];
  for (let n: Node | undefined = node; n; n = n.parent) loc.unshift(n.key);
  return loc;
};

/**
 * False when `value` surely holds no NUL character: JSON writes every NUL, in keys and strings,
 * as the six characters \u0000, and does so natively, where the walk below costs a request a
 * tenth of a millisecond. True (the walk decides) when they appear, which also happens for a
 * backslash written before « u0000 », or when the value is nested too deeply to be written.
 */
function mayHoldNul(value: unknown): boolean {
  try {
    return JSON.stringify(value).includes('\\u0000');
  } catch {
    return true;
  }
}

/**
 * Where a value holds the NUL character, in keys or strings. Walked with a stack rather than
 * recursion, and with parent links rather than copied paths: a body may legally be nested
 * tens of thousands of levels deep, and the walk must stay linear in its size.
 */
function nulIssues(root: unknown, where: string): Issue[] {
  // A raw body (bytes) holds no text to refuse.
  if (root === undefined || root === null || ArrayBuffer.isView(root) || !mayHoldNul(root)) {
    return [];
  }
  const issues: Issue[] = [];
  const stack: Node[] = [{ value: root, key: where, parent: undefined }];
  for (let node = stack.pop(); node && issues.length < MAX_ISSUES; node = stack.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes(NUL)) {
        issues.push({ loc: locOf(node), msg: inputGuardFr.nul, type: 'nul_character' });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, key: i, parent: node }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const child = { value: item, key, parent: node };
        if (key.includes(NUL)) {
          issues.push({ loc: locOf(child), msg: inputGuardFr.nul, type: 'nul_character' });
        }
        stack.push(child);
      }
    }
  }
  return issues;
}

/**
 * PostgreSQL text cannot hold U+0000: such input is refused with a 422 before any handler
 * runs, instead of failing in the database with a 500 (path, query and body alike).
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const issues = [
      ...nulIssues(request.params, 'path'),
      ...nulIssues(request.query, 'query'),
      ...nulIssues(request.body, 'body'),
    ];
    if (issues.length > 0) throw new ValidationError(issues.slice(0, MAX_ISSUES));
  });
});
