/**
 * `make()` called once, at the first call of the returned function, and its result kept: for
 * what a module would otherwise build when it loads (an `Intl` formatter) but not every screen
 * that loads the module needs.
 */
export function firstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
