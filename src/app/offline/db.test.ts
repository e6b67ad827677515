import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';
import { makeMission } from './fake-server.test-support.ts';

describe('OfflineDb schema', () => {
  it('upgrades a version 1 device (before « Missions disponibles » and the message outbox) keeping its data and queue', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({
      session: 'key',
      missions: 'id, owner_id',
      schedules: 'id, owner_id',
      payslips: 'id, owner_id',
      outbox: 'client_action_id, created_seq, user_id, prestation_id, status',
      syncMeta: 'collection',
      meta: 'key',
    });
    await v1.table('session').put({ key: 'current', userId: 'nurse-1', token: 't', role: null });
    await v1
      .table('missions')
      .put({ ...makeMission({ id: 'm1' }), owner_id: 'nurse-1', pending_sync: true });
    await v1.table('outbox').put({
      client_action_id: 'a1',
      user_id: 'nurse-1',
      prestation_id: 'm1',
      kind: 'accept',
      at: '2025-03-10T07:00:00.000Z',
      status: 'pending',
      attempts: 0,
      created_seq: 1,
    });
    v1.close();

    const db = new OfflineDb(name);
    try {
      await db.open();
      // Dexie stores version n as n × 10 in IndexedDB; `verno` is the declared one.
      expect(db.verno).toBe(4);
      expect(db.backendDB().version).toBe(40);
      expect(await db.session.get('current')).toMatchObject({ userId: 'nurse-1' });
      expect(await db.missions.get('m1')).toMatchObject({ pending_sync: true });
      expect(await db.outbox.count()).toBe(1);
      expect(await db.openMissions.count()).toBe(0);
      expect(await db.messageOutbox.count()).toBe(0);
      expect(await db.queryCache.count()).toBe(0);
      expect(await db.briefs.count()).toBe(0);
    } finally {
      db.close();
    }
  });
});
