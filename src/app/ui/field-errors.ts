/**
 * Form errors under their fields: the pure half of `use-zod-form.ts` (no React, no zod at run
 * time, so it costs nothing on the first screen and is tested alone).
 *
 * A problem has a path into the body (`['email']`, `['tarification', 'weekday_rate']`) and a
 * French message. It comes either from the contract's own zod schema run in the browser
 * (`issue.path`, `issue.message`) or from the server's 422 (`{loc: ['body', 'email'], msg}`):
 * both are placed the same way by `placeProblems`.
 */

/** One problem, from zod (`path`, `message`) or from a 422 item turned by `detailProblems`. */
export interface Problem {
  path: readonly PropertyKey[];
  message: string;
}

/** The messages shown under fields (by field name) and those that belong to no field. */
export interface PlacedProblems {
  fields: Record<string, string>;
  others: string[];
}

/** What the server's 422 `loc` starts with before the body's own path. */
const LOCATIONS = new Set(['body', 'query', 'params', 'path', 'headers']);

/**
 * The 422 `detail` (`[{loc, msg, type}]`) as problems with body-relative paths; null when the
 * detail is not such a list (a plain sentence: a 409, a 403…).
 */
export function detailProblems(detail: unknown): Problem[] | null {
  if (!Array.isArray(detail)) return null;
  const problems: Problem[] = [];
  for (const item of detail as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { loc, msg } = item as { loc?: unknown; msg?: unknown };
    if (typeof msg !== 'string' || msg === '') continue;
    const path = Array.isArray(loc) ? (loc as PropertyKey[]).slice() : [];
    if (typeof path[0] === 'string' && LOCATIONS.has(path[0])) path.shift();
    problems.push({ path, message: msg });
  }
  return problems.length > 0 ? problems : null;
}

export interface PlaceOptions {
  /**
   * Body key (or dotted path) → the form's field name, where they differ:
   * `{ dateStart: 'start', 'tarification.weekday_rate': 'weekday_rate' }`.
   */
  fieldOf?: Readonly<Record<string, string>>;
  /** Whether the form has a field of that name; every name counts as a field when left out. */
  isField?: (name: string) => boolean;
}

/**
 * Puts each problem under its field: the dotted path, then its first key, then its last key,
 * each looked up in `fieldOf` first and taken as is when the form has such a field. The first
 * message of a field wins (the one zod found first). A problem about no field of the form
 * goes to `others`, once.
 */
export function placeProblems(
  problems: readonly Problem[],
  { fieldOf = {}, isField = () => true }: PlaceOptions = {},
): PlacedProblems {
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const { path, message } of problems) {
    const keys = path.map(String);
    const candidates = keys.length === 0 ? [] : [keys.join('.'), keys[0]!, keys.at(-1)!];
    let field: string | undefined;
    for (const key of candidates) {
      const mapped = fieldOf[key];
      if (mapped !== undefined) {
        field = mapped;
        break;
      }
      if (isField(key)) {
        field = key;
        break;
      }
    }
    if (field === undefined) {
      if (!others.includes(message)) others.push(message);
    } else if (fields[field] === undefined) {
      fields[field] = message;
    }
  }
  return { fields, others };
}

/** What a zod schema's `safeParse` answers: typed structurally so this file never loads zod. */
export type SafeParser<T> = {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Problem[] } };
};

/** `schema.safeParse(input)` as data or placed problems. */
export function parseForm<T>(
  schema: SafeParser<T>,
  input: unknown,
  options?: PlaceOptions,
): { ok: true; data: T } | ({ ok: false } & PlacedProblems) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, ...placeProblems(parsed.error.issues, options) };
}

/** The first field marked invalid, in the order the form shows them; focused, if any. */
export function focusFirstInvalid(root: ParentNode | null): HTMLElement | null {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
  first?.focus();
  return first;
}
