const chains = new Map<string, Promise<unknown>>();

/**
 * Runs `task` while holding the lock `name`: a Web Lock when the platform has them, so that the
 * pages and the service worker never replay at the same time, else an in-memory queue (Node,
 * old browsers), which at least serialises one context.
 */
export function withExclusiveLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) {
    // The lock is held until the promise returned by `task` settles; request() resolves to its value.
    const granted: Promise<unknown> = locks.request(name, task);
    return granted as Promise<T>;
  }
  const previous = chains.get(name) ?? Promise.resolve();
  const run = previous.then(task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  chains.set(name, settled);
  void settled.then(() => {
    if (chains.get(name) === settled) chains.delete(name);
  });
  return run;
}
