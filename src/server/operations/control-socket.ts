/**
 * The running server's door for the operator's commands on the same machine: a Unix socket in
 * the data folder (`DATA_DIR/releve.sock`, readable by the folder's owner only). `npm run
 * backup` finds the folder locked by the server and asks it here for the copy, since only the
 * process that holds the embedded database can read it consistently.
 *
 * One JSON line each way: `{"command":"backup","file":"/abs/path.tar.gz"}` →
 * `{"ok":true,"file":…,"bytes":…}` or `{"ok":false,"error":"…"}` (French).
 */
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

export const CONTROL_SOCKET = 'releve.sock';

export const controlSocketPath = (dataDir: string) => join(dataDir, CONTROL_SOCKET);

export type ControlRequest = { command: 'backup'; file: string };
export type ControlAnswer =
  { ok: true; file: string; bytes: number } | { ok: false; error: string };

/** What the server does for each command. */
export interface ControlHandlers {
  backup: (file: string) => Promise<number>;
}

/** Requests larger than this are not commands. */
const MAX_REQUEST_BYTES = 8192;

/**
 * Listens on the data folder's socket. The caller holds the folder's lock, so a socket file
 * already there was left by a process that died: it is replaced.
 */
export async function listenForControl(
  dataDir: string,
  handlers: ControlHandlers,
): Promise<Server> {
  const path = controlSocketPath(dataDir);
  if (existsSync(path)) rmSync(path);
  const server = createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      const answer = (value: ControlAnswer) => socket.end(`${JSON.stringify(value)}\n`);
      let request: ControlRequest;
      try {
        request = JSON.parse(received.slice(0, end)) as ControlRequest;
      } catch {
        answer({ ok: false, error: 'Commande illisible.' });
        return;
      }
      if (request.command !== 'backup' || typeof request.file !== 'string') {
        answer({ ok: false, error: 'Commande inconnue.' });
        return;
      }
      handlers.backup(request.file).then(
        (bytes) => answer({ ok: true, file: request.file, bytes }),
        (error: unknown) => answer({ ok: false, error: (error as Error).message }),
      );
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  server.on('close', () => rmSync(path, { force: true }));
  return server;
}

/** Sends one command to the server holding `dataDir`, and answers its reply. */
export function sendControl(dataDir: string, request: ControlRequest): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as ControlAnswer);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}
