import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { changePassword, login, tokenAuthenticate } from '../../lib/api/calls/calls-account';
import { reauthenticate, verifySecondFactor } from '../../lib/api/calls/calls-second-factor';
import { resetPassword } from '../../lib/api/calls/admin/calls-user';
import { tooManyAttemptsMessage } from '../../lib/auth/sign-in/sign-in-limits';
import type { Config } from '../config';
import type { AppDeps } from '../services/app-deps';
import { hashToken } from '../services/sign-in/tokens';
import { ApiError } from './api-error';
import { sendError } from './error-handler';
import { sharedRateLimitStore } from './shared-rate-limit-store';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** What an envelope's field is, if it is a string: the limits run before the envelope is checked. */
function field(request: FastifyRequest, part: 'identity' | 'payload', name: string): unknown {
  const body = request.body as Record<string, Record<string, unknown> | undefined> | undefined;
  const value = body?.[part];
  return value && typeof value === 'object' ? value[name] : undefined;
}
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The account a limited call is about, by lower-case user name; '' when it names none. */
type AccountOf = (deps: AppDeps, request: FastifyRequest) => Promise<string>;

const accountName = (name: string | undefined) => name?.trim().toLowerCase() ?? '';

/** The account of the session that makes the call. */
const sessionAccount: AccountOf = async ({ repos }, request) => {
  const token = text(field(request, 'identity', 'token'));
  return token ? accountName((await repos.users.findSessionUser(hashToken(token)))?.user.userName) : '';
};

/**
 * The calls that try a password or a one-time token, or set a password, and how each names its
 * account: token sign-in and password change through what their token belongs to.
 */
const limitedCalls: Record<string, { accountOf: AccountOf; failuresCount: boolean }> = {
  [login.path]: {
    accountOf: async (_deps, request) => accountName(text(field(request, 'payload', 'userName')).slice(0, 100)),
    failuresCount: true,
  },
  [tokenAuthenticate.path]: {
    accountOf: async ({ repos }, request) => {
      const token = text(field(request, 'payload', 'token'));
      return token ? accountName(await repos.sessions.loginLinkUserName(hashToken(token))) : '';
    },
    failuresCount: true,
  },
  [changePassword.path]: { accountOf: sessionAccount, failuresCount: false },
  // A six-digit code is guessed faster than a password: its tries are limited like sign-ins.
  [verifySecondFactor.path]: { accountOf: sessionAccount, failuresCount: false },
  [reauthenticate.path]: { accountOf: sessionAccount, failuresCount: false },
  [resetPassword.path]: {
    accountOf: async ({ repos }, request) => {
      // Through the call's own schema: an id the database cannot hold names no account.
      const payload = resetPassword.request.safeParse((request.body as { payload?: unknown } | undefined)?.payload);
      return payload.success ? accountName((await repos.users.findById(payload.data.userId))?.userName) : '';
    },
    failuresCount: false,
  },
};

/**
 * Answers a limited attempt 429 in the API's error format, saying when to try again. Sent from the
 * hook itself rather than thrown through the error handler: a flood is answered this way
 * thousands of times, and the cheaper each refusal, the less it slows everyone else.
 */
function refuse(reply: FastifyReply, retryAfterSeconds: number) {
  const seconds = Math.max(1, retryAfterSeconds);
  reply.header('retry-after', String(seconds));
  return sendError(reply, new ApiError('too_many_requests', tooManyAttemptsMessage(seconds)));
}

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply) {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) return refuse(reply, result.ttlInSeconds);
  return undefined;
}

/**
 * The sign-in rate limits: attempts per address and per account, and failed sign-ins per address
 * whatever the account (one password tried over many accounts). Counts live in the database
 * (server/api/shared-rate-limit-store.ts), so they hold across server processes. The address is
 * request.ip: the connection's, or X-Forwarded-For's only from a TRUST_PROXY proxy.
 */
export async function registerSignInLimits(app: FastifyInstance, deps: AppDeps) {
  const limits: Config['signInLimits'] = deps.config.signInLimits;
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(deps.repos.rateLimits, deps.clock),
  });
  const address = (request: FastifyRequest) => normalizeIP(request.ip);

  const perAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `sign-in:address:${address(request)}`,
  });
  const perAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: limits.windowMs,
    keyGenerator: async (request) => {
      const call = limitedCalls[request.routeOptions.url?.slice('/API/'.length) ?? ''];
      const account = call ? await call.accountOf(deps, request) : '';
      return account && `sign-in:account:${account}`;
    },
    allowList: (_request, key) => key === '',
  });
  const failures = app.createRateLimit({
    max: limits.failuresPerAddress,
    timeWindow: limits.failureWindowMs,
    keyGenerator: (request) => `sign-in:failed:${address(request)}`,
  });

  // Before the body is read, so a flood from one address costs as little as it can.
  const onRequest: onRequestAsyncHookHandler = (request, reply) => enforce(perAddress, request, reply);

  app.addHook('onRoute', (route) => {
    const call = limitedCalls[route.url.slice('/API/'.length)];
    if (!route.url.startsWith('/API/') || !call) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), onRequest];
    route.preHandler = [
      ...[route.preHandler ?? []].flat(),
      async (request, reply) => {
        if (call.failuresCount) {
          const failed = await failures(request, { increment: false });
          if (!failed.isAllowed && failed.remaining === 0) return refuse(reply, failed.ttlInSeconds);
        }
        return enforce(perAccount, request, reply);
      },
    ];
    if (call.failuresCount) {
      route.onSend = [
        ...[route.onSend ?? []].flat(),
        async (request, reply, body) => {
          // Wrong password, unknown user or link, locked account: counted before the answer goes.
          if (reply.statusCode === 401 || reply.statusCode === 423) await failures(request);
          return body;
        },
      ];
    }
  });
}
