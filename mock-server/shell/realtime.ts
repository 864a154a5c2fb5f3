// socket.io on the same http server (default path /socket.io). A connection must carry a valid session
// token in socket.handshake.auth.token; it joins the rooms user:<id> and session:<id>. On a PostgreSQL server
// (DATABASE_URL) several instances share one database: socket.io's PostgreSQL adapter carries each emit and
// disconnect to the sockets of every instance (LISTEN/NOTIFY, large payloads through socket_io_attachments).
// Live lists (issue 36): a socket joins `resource:<name>` with `subscribe` (the user needs L on the resource's menu
// entry: live/rooms.ts) and gets RecordsChanged there when records of it change (live/changes.ts).
// The second factor's gate (twoFactorGate.ts) holds here as on HTTP: a member of a role that requires a factor, without
// one, gets no socket, may not subscribe, and loses the sockets they hold when a write makes them such a member.
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server } from 'socket.io';
import { LIVE_SUBSCRIBE, LIVE_UNSUBSCRIBE, RECORDS_CHANGED_EVENT, type NotificationDetail, type RecordsChanged, type SubscribeAnswer } from '../../contracts/live';
import { checkToken } from './auth';
import type { Db } from '../core/db/open';
import { originTag } from '../core/changes';
import { mayFollow, roomOf } from './live/rooms';
import { mustEnrol } from './twoFactorGate';

export const NOTIFICATION_EVENT = 'GetNotificationBlod';

/** The connection's refusal while the user must enrol (its `data` is the 403's on HTTP). */
export const ENROL_FIRST = 'twoFactorSetupRequired';

/** The app's resources whose writes may put a user behind the gate: a role's requirement or status, a user's roles or factor. */
const GATE_RESOURCES = new Set(['roles', 'users']);

export interface Realtime {
  io: Server;
  /** Emits GetNotificationBlod (payload: the user id; then `detail` when given) to every socket of that user. */
  notifyUser(userId: number, detail?: NotificationDetail): void;
  /** Disconnects the sockets opened with a session (after logout). */
  disconnectSession(sessionId: string): void;
  /** Closes the sockets, the http server and the adapter's connections. */
  close(): Promise<void>;
  /** Emits an event to every signed-in socket (e.g. a resource published: issue 19). */
  broadcast(event: string, payload?: unknown): void;
  /** Emits RecordsChanged to the room of its resource (every instance's sockets that joined it). */
  emitChange(event: RecordsChanged): void;
}

/** The adapter's table, as its documentation gives it. */
const ATTACHMENTS_TABLE = `create table if not exists socket_io_attachments (
  id bigserial unique, created_at timestamptz default now(), payload bytea)`;

export async function createRealtime(httpServer: HttpServer, db: Db, databaseUrl?: string): Promise<Realtime> {
  // No `cors` option: the app and the API share one origin, so no CORS headers are sent.
  const io = new Server(httpServer, { serveClient: false });
  let pool: pg.Pool | undefined;
  if (databaseUrl) {
    pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
    await pool.query(ATTACHMENTS_TABLE);
    io.adapter(createAdapter(pool, { cleanupInterval: 30_000 }));
  }

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    checkToken(db, typeof token === 'string' ? token : undefined).then(
      (result) => {
        if (!result.ok) return next(new Error('unauthorized'));
        return mustEnrol(db, result.auth.user.id).then((enrol) => {
          if (enrol) return next(Object.assign(new Error(ENROL_FIRST), { data: { twoFactorSetupRequired: true } }));
          socket.data.userId = result.auth.user.id;
          socket.data.sessionId = result.auth.session.id;
          next();
        });
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });

  io.on('connection', (socket) => {
    void socket.join([`user:${socket.data.userId}`, `session:${socket.data.sessionId}`]);
    // the session is checked again (it may have ended) and the user's flags read as they are now
    socket.on(LIVE_SUBSCRIBE, (resource: unknown, ack?: (answer: SubscribeAnswer) => void) => {
      const answer = async (): Promise<SubscribeAnswer> => {
        const token: unknown = socket.handshake.auth?.token;
        const session = await checkToken(db, typeof token === 'string' ? token : undefined);
        if (!session.ok) return { ok: false, error: 'unauthorized' };
        if (await mustEnrol(db, session.auth.user.id)) return { ok: false, error: ENROL_FIRST };
        const check = await mayFollow(db, session.auth.user, resource);
        if (!check.ok) return check;
        await socket.join(roomOf(resource as string));
        return { ok: true, self: originTag(session.auth.session.id) };
      };
      answer().then(
        (result) => ack?.(result),
        (error: unknown) => {
          console.error('[mock-server] subscribe failed:', error);
          ack?.({ ok: false, error: 'unknownResource' });
        },
      );
    });
    socket.on(LIVE_UNSUBSCRIBE, (resource: unknown) => {
      if (typeof resource === 'string') void socket.leave(roomOf(resource));
    });
  });

  /** Disconnects, on every instance, the sockets of users who must now enrol before anything else. */
  const closeGated = async () => {
    const sockets = await io.fetchSockets();
    const users = [...new Set(sockets.map((socket) => socket.data.userId as number))];
    for (const userId of users) {
      if (await mustEnrol(db, userId)) io.in(`user:${userId}`).disconnectSockets(true);
    }
  };

  return {
    io,
    notifyUser: (userId, detail) => {
      // the documented payload is the user id; ours adds, after it, what the user need not be told about
      if (detail) io.to(`user:${userId}`).emit(NOTIFICATION_EVENT, userId, detail);
      else io.to(`user:${userId}`).emit(NOTIFICATION_EVENT, userId);
    },
    disconnectSession: (sessionId) => {
      io.in(`session:${sessionId}`).disconnectSockets(true);
    },
    broadcast: (event, payload) => {
      io.emit(event, payload);
    },
    emitChange: (event) => {
      const emit = () => io.to(roomOf(event.resource)).emit(RECORDS_CHANGED_EVENT, event);
      if (!GATE_RESOURCES.has(event.resource)) return emit();
      // the gate first: whoever the write put behind it hears nothing more
      closeGated().then(emit, (error: unknown) => {
        console.error('[mock-server] the second factor gate of the sockets failed:', error);
        emit();
      });
    },
    close: async () => {
      await io.close();
      await pool?.end();
    },
  };
}
