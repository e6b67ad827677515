import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';
import { setupOffline } from './fake-server.test-support.ts';
import { clearOfflineData } from './session.ts';
import { readDeviceOwner } from './stored-rows.ts';
import { sessionOwner } from './use-offline-collection.ts';

const opened: OfflineDb[] = [];

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

describe('readDeviceOwner', () => {
  it('gives the user recorded at sign-in, and null once logged out', async () => {
    const { db, deps, signIn } = setupOffline();
    opened.push(db);
    expect(await readDeviceOwner(db)).toBeNull();
    await signIn('nurse-1');
    expect(await readDeviceOwner(db)).toBe('nurse-1');
    await clearOfflineData(deps);
    expect(await readDeviceOwner(db)).toBeNull();
  });

  it('gives null where IndexedDB cannot be opened (some private modes)', async () => {
    const refusing = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const db = new OfflineDb(`refused-${crypto.randomUUID()}`, {
      indexedDB: refusing,
      IDBKeyRange,
    });
    opened.push(db);
    await expect(db.session.get('current')).rejects.toThrow();
    expect(await readDeviceOwner(db)).toBeNull();
  });
});

describe('sessionOwner (behind hasSession)', () => {
  it('is unknown while the device is being read', () => {
    expect(sessionOwner(undefined, 'nurse-1')).toBeUndefined();
    expect(sessionOwner(undefined, undefined)).toBeUndefined();
  });

  it('is the signed-in user when the device holds their session', () => {
    expect(sessionOwner('nurse-1', 'nurse-1')).toBe('nurse-1');
    expect(sessionOwner('nurse-1', undefined)).toBe('nurse-1');
  });

  it("is nobody without a session, or with someone else's not yet replaced", () => {
    expect(sessionOwner(null, 'nurse-1')).toBeNull();
    expect(sessionOwner('nurse-2', 'nurse-1')).toBeNull();
  });
});
