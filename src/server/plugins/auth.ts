import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors.ts';
import { twoFactorFr } from '../modules/auth/fr.ts';
import { twoFactorEnabled, twoFactorKey } from '../modules/auth/two-factor.ts';
import { preparedUserById, type UserRow } from '../modules/users/repo.ts';

export const SESSION_EXPIRED = 'Session expirée. Veuillez vous reconnecter.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, approved user; set by `app.authenticate`. */
    user: UserRow;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    signToken: (user: Pick<UserRow, 'id' | 'tokenVersion' | 'role'>) => Promise<string>;
    /** Verifies a token and returns its approved user; throws 401 otherwise. Used by sockets too. */
    userFromToken: (token: string) => Promise<UserRow>;
    /** The at-rest key of the two-factor secrets, derived from JWT_SECRET. */
    twoFactorKey: Buffer;
  }
}

export interface AuthOptions {
  secret: string;
  ttlSeconds: number;
  /** REQUIRE_ADMIN_2FA: an administrator without the second factor may only enrol. */
  requireAdmin2fa?: boolean;
}

/** What an administrator without two-factor sign-in may still call under REQUIRE_ADMIN_2FA. */
const ENROLMENT_PATHS = new Set([
  '/api/auth/me',
  '/api/auth/logout',
  '/api/auth/2fa/setup',
  '/api/auth/2fa/enable',
]);

/** The claims of a token whose signature was checked, until it expires. */
interface Claims {
  sub: string;
  ver: number;
  expMs: number;
}

/** Tokens kept verified: the most recent ones, enough for every device signed in at once. */
export const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * Tokens whose signature was already checked, with their claims: checking an HS256 signature
 * through WebCrypto cost 0.1–1 ms of the server's CPU on every authenticated request (issue 30),
 * as much as the rest of a read answered from memory. A token's signature cannot change, so it
 * is checked once; its expiry is checked on every use, as jose checks it, and the account
 * behind it (version, status) is read on every request as before. The oldest are forgotten first.
 */
function verifiedTokens() {
  const kept = new Map<string, Claims>();
  return {
    get: (token: string): Claims | undefined => {
      const claims = kept.get(token);
      if (claims && claims.expMs <= Date.now()) {
        kept.delete(token);
        return undefined;
      }
      return claims;
    },
    set: (token: string, claims: Claims) => {
      if (kept.size >= VERIFIED_TOKENS_KEPT) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      kept.set(token, claims);
    },
  };
}

/** Bearer JWT (HS256 only), checked against the user's current token version and status. */
export const authPlugin = fp<AuthOptions>(async (app: FastifyInstance, opts) => {
  const key = new TextEncoder().encode(opts.secret);
  // Every authenticated request needs its user's current row: kept in memory (app.cache) and
  // dropped on every change of the account, here and on every instance; else read with a
  // statement prepared once.
  const userById = preparedUserById(app.db);
  app.decorate('twoFactorKey', twoFactorKey(opts.secret));

  app.decorate('signToken', async (user) =>
    new SignJWT({ ver: user.tokenVersion, role: user.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${opts.ttlSeconds}s`)
      .sign(key),
  );

  const verified = verifiedTokens();
  app.decorate('userFromToken', async (token: string) => {
    let claims = verified.get(token);
    if (!claims) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          // A token without an expiry would never die.
          requiredClaims: ['exp', 'sub'],
        }));
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) throw unauthorized(SESSION_EXPIRED);
        throw error;
      }
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') {
        throw unauthorized(SESSION_EXPIRED);
      }
      claims = { sub: payload.sub, ver: payload.ver, expMs: (payload.exp ?? 0) * 1000 };
      verified.set(token, claims);
    }
    const sub = claims.sub;
    const user = await app.cache.readAccount(sub, () => userById(sub));
    // Logout, rejection and role change bump the version: older tokens stop working.
    // An erased account's tokens died with it (its version moved on); checked again here.
    if (
      !user ||
      user.tokenVersion !== claims.ver ||
      user.status !== 'approved' ||
      user.deletedAt !== null
    ) {
      throw unauthorized(SESSION_EXPIRED);
    }
    return user;
  });

  app.decorateRequest('user', null as unknown as UserRow);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    request.user = await app.userFromToken(match[1]);
    if (
      opts.requireAdmin2fa &&
      request.user.role === 'admin' &&
      !ENROLMENT_PATHS.has(request.routeOptions.url ?? '') &&
      // Whether she has it (her profile asks): a read, the only method let through on that path.
      !(request.method === 'GET' && request.routeOptions.url === '/api/auth/2fa') &&
      !(await twoFactorEnabled(app.db, request.user.id))
    ) {
      throw forbidden(twoFactorFr.enrolmentRequired);
    }
  });
});
