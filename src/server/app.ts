import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedReferenceData } from './db/seed.js';
import { seedSampleContent } from './content/sample-content.js';
import { createPageRenderer, type PageEncoding } from './page-preloads.js';
import { loadServerPages } from './page-render.js';
import { createDailyQuestionRepository } from './features/daily-question/repository.js';
import { createDailyQuestionService } from './features/daily-question/service.js';
import { dailyQuestionRoutes } from './features/daily-question/routes.js';
import { createAuth, type Auth } from './auth/auth.js';
import { createSessionReader, sessionSettingsOf } from './auth/session-reader.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { registerSecurity } from './plugins/security.js';
import { registerRateLimit, scaledRateLimits } from './plugins/rate-limit.js';
import { registerAdminGuard } from './plugins/admin-guard.js';
import { registerSessionCookieCheck } from './plugins/session-cookie.js';
import { attachSessionReader, currentUser, sessionCookieCount } from './plugins/auth-context.js';
import {
  createAccountsRepository,
  type AccountsRepository,
} from './features/accounts/repository.js';
import { createAccountsService } from './features/accounts/service.js';
import { createAccountSecurityRepository } from './features/accounts/security-repository.js';
import { accountRoutes } from './features/accounts/routes.js';
import { createSchoolsRepository } from './features/schools/repository.js';
import { schoolsRoutes } from './features/schools/routes.js';
import { createFriendsRepository } from './features/friends/repository.js';
import { createFriendsService } from './features/friends/service.js';
import { friendsRoutes } from './features/friends/routes.js';
import { healthRoutes, publicConfig } from './features/health/routes.js';
import { devOutboxRoutes } from './features/dev-outbox/routes.js';
import { schedulePurge } from './jobs/purge-unverified.js';
import { scheduleRunwayWarning } from './jobs/content-runway.js';
import { createAdminRepository } from './features/admin/repository.js';
import { createAdminService } from './features/admin/service.js';
import { adminRoutes } from './features/admin/routes.js';
import { createPuzzlesRepository } from './features/play/puzzles-repository.js';
import { createPlaysRepository } from './features/play/plays-repository.js';
import { createPlayService } from './features/play/service.js';
import { playRoutes } from './features/play/routes.js';
import { createDecksRepository } from './features/decks/repository.js';
import { createDecksService } from './features/decks/service.js';
import { createDeckPlaysRepository } from './features/decks/deck-plays-repository.js';
import { createDeckOpener, DECK_GAME } from './features/decks/deck-opener.js';
import { deckRoutes } from './features/decks/routes.js';
import { createDataExportRepository } from './features/data-export/repository.js';
import { dataExportRoutes } from './features/data-export/routes.js';
import { CROSSWORDS_PER_HOUR } from '../shared/decks/schemas.js';
import { layOut, readDeck, viewCards } from './features/decks/inputs.js';
import { defaultGames } from './features/play/registry.js';
import { loadGuessLists } from './features/play/guess-lists.js';
import { createPlayerDayRepository } from './features/player-day/repository.js';
import { createPlayerDayService } from './features/player-day/service.js';
import { playerDayRoutes } from './features/player-day/routes.js';
import { createReviewRepository } from './features/reviews/repository.js';
import { createSettingsRepository } from './features/settings/repository.js';
import { settingsRoutes } from './features/settings/routes.js';
import { medleRoutes } from './features/medle/routes.js';
import { medmatchRoutes } from './features/medmatch/routes.js';
import { createReviewService } from './features/reviews/service.js';
import { reviewRoutes } from './features/reviews/routes.js';
import { createStatsRepository } from './features/stats/repository.js';
import { createStatsService } from './features/stats/service.js';
import { statsRoutes } from './features/stats/routes.js';
import { createResultsRepository } from './features/results/repository.js';
import { createLeaderboardRepository } from './features/results/leaderboard-repository.js';
import { createLeaderboardService } from './features/results/leaderboard-service.js';
import { leaderboardRoutes } from './features/results/routes.js';
import {
  memoryLeaderboardCache,
  redisLeaderboardCache,
  type LeaderboardCache,
} from './features/results/leaderboard-cache.js';
import { connectRedis, type SharedRedis } from './redis/connection.js';
import { connectionDrain, type ConnectionDrain } from './graceful-shutdown.js';
import type { GameId } from '../shared/play/games.js';
import type { PlayableGame } from '../shared/play/game-module.js';

export interface AppDeps {
  /** An open database (tests pass one per test file); otherwise opened from config. */
  db?: Db;
  /** Run the background purge of unconfirmed accounts (off in tests). */
  jobs?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The games to serve (default: every game whose rules exist). */
  games?: ReadonlyMap<GameId, PlayableGame>;
  /** The server's clock (tests may pass one to control time; production uses the real one). */
  clock?: () => Date;
}

export interface MedGridApp {
  app: FastifyInstance;
  puzzles: ReturnType<typeof createPuzzlesRepository>;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  accounts: AccountsRepository;
  /** The leaderboard read cache (in Redis with REDIS_URL, else in this process). */
  leaderboardCache: LeaderboardCache;
  /** The shared Redis connection, or null without REDIS_URL. */
  redis: SharedRedis | null;
  /** The graceful shutdown's first step (main.ts: on SIGTERM, before `app.close()`). */
  drain: ConnectionDrain;
}

/** Query-string values that must never reach a log line. */
const SECRET_QUERY = /([?&](?:token|code|password)=)[^&#]*/gi;

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.confirmPassword',
        '*.token',
        'args',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.replace(SECRET_QUERY, '$1[redacted]'),
        ip: req.ip,
      }),
    },
  };
}

/**
 * The first of `order` the client takes (`q=0` refuses one), else none: brotli, then gzip, unless
 * the page prefers otherwise (a server-rendered page is cheaper in gzip: spliced-gzip.ts).
 */
function pickEncoding(
  header: string | undefined,
  order: readonly PageEncoding[] = ['br', 'gzip'],
): PageEncoding {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  return order.find((encoding) => accepted.has(encoding)) ?? 'identity';
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<MedGridApp> {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    bodyLimit: 256 * 1024,
    // a malformed address is answered before routing: in our error shape too
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  const drain = connectionDrain(app.server);

  const db = deps.db ?? (await openDatabase(config.database));
  const applied = await migrateToLatest(db);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  await seedReferenceData(db);

  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom, app.log)
    : createOutboxMailer(db, app.log);
  const security = createAccountSecurityRepository(db);
  const auth = createAuth(config, db, mailer, app.log, {
    onPasswordReset: (userId) => security.afterPasswordReset(userId, new Date()),
  });
  attachSessionReader(auth, createSessionReader(db, await sessionSettingsOf(auth)));
  const accounts = createAccountsRepository(db);
  const schools = createSchoolsRepository(db);
  // what several processes share: rate-limit counts and the leaderboard cache (decisions/013)
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
  const leaderboardCache = redis ? redisLeaderboardCache(redis) : memoryLeaderboardCache();

  await registerSecurity(app, config);
  registerSessionCookieCheck(app);
  await registerRateLimit(app, redis);
  const limits = scaledRateLimits(config.rateLimitMultiplier, auth);
  registerAdminGuard(app, auth, accounts);

  await app.register(
    healthRoutes(db, config, mailer.kind === 'outbox', redis, () => drain.draining),
  );
  await app.register(schoolsRoutes(schools));
  const clock = deps.clock ?? (() => new Date());
  const players = createPlayerDayService(createPlayerDayRepository(db), clock);
  await app.register(
    accountRoutes(
      auth,
      createAccountsService(auth, accounts, schools, security, players, leaderboardCache),
      limits,
    ),
  );
  await app.register(
    friendsRoutes(auth, createFriendsService(createFriendsRepository(db)), limits),
  );
  const puzzles = createPuzzlesRepository(db);
  const results = createResultsRepository(db);
  const games = deps.games ?? defaultGames(await loadGuessLists(db, app.log), config.authSecret);
  const dailyQuestions = createDailyQuestionRepository(db);
  if (config.sampleContent) {
    const seeded = await seedSampleContent(db, { games, now: clock(), questions: dailyQuestions });
    if (seeded.added) app.log.info(seeded, 'sample content scheduled');
  }
  const playService = createPlayService({
    db,
    games,
    puzzles,
    plays: createPlaysRepository(db),
    results,
    boards: leaderboardCache,
    clock,
  });
  const stats = createStatsService({ repo: createStatsRepository(db), games, clock });
  await app.register(playRoutes(auth, players, playService, limits, stats));
  await app.register(statsRoutes(auth, players, stats, limits));
  // study decks (docs/decisions/024): their crosswords run on a second engine, in practice mode
  const decksRepo = createDecksRepository(db);
  const deckPlays = createPlayService({
    db,
    games,
    puzzles,
    plays: createDeckPlaysRepository(db, DECK_GAME),
    open: createDeckOpener(decksRepo),
    results,
    boards: leaderboardCache,
    clock,
  });
  const decks = createDecksService({
    repo: decksRepo,
    read: readDeck,
    view: viewCards,
    layout: layOut,
    clock,
    crosswordsPerHour: CROSSWORDS_PER_HOUR,
  });
  await app.register(deckRoutes(auth, players, decks, deckPlays, limits));
  await app.register(dataExportRoutes(auth, createDataExportRepository(db), limits, clock));
  await app.register(
    dailyQuestionRoutes(auth, players, createDailyQuestionService(db, dailyQuestions), limits),
  );
  await app.register(playerDayRoutes(auth, players, limits));
  await app.register(settingsRoutes(auth, createSettingsRepository(db), limits));
  await app.register(medleRoutes(auth, limits));
  await app.register(medmatchRoutes(auth, players, playService, limits));
  await app.register(
    reviewRoutes(
      auth,
      accounts,
      createReviewService(createReviewRepository(db), leaderboardCache),
      limits,
    ),
  );
  const admin = createAdminService({ repo: createAdminRepository(db), games, clock });
  await app.register(adminRoutes(auth, accounts, admin, limits));
  const leaderboards = createLeaderboardService(
    createLeaderboardRepository(db),
    results,
    puzzles,
    leaderboardCache,
  );
  await app.register(leaderboardRoutes(auth, leaderboards, limits));
  if (mailer.kind === 'outbox') await app.register(devOutboxRoutes(db, config.baseUrl));

  const clientDir = config.clientDir;
  const hasClient = clientDir !== null && existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true, // .br / .gz written by scripts/precompress.mjs at build
      cacheControl: false,
      // source maps only with SOURCE_MAPS=1: they give away the whole source (README: SOURCE_MAPS)
      allowedPath: (pathName) => config.sourceMaps || !/\.map$/i.test(pathName),
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const pageConfig = publicConfig(config, mailer.kind === 'outbox');
  const renderPage = hasClient && clientDir ? createPageRenderer(clientDir, pageConfig) : null;
  const serverPages =
    renderPage && clientDir && config.serverRendering
      ? await loadServerPages(
          app,
          auth,
          path.join(clientDir, '..', 'ssr', 'server-render.js'),
          renderPage,
          pageConfig,
        )
      : null;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !path.extname(url);
    if (isPage && renderPage) {
      // History fallback: the client router owns every page path.
      // a browser without a live session (no cookie, or an expired or forged one) boots with
      // the session request alone: nothing it would ask for could answer but 401 (issue 29)
      const signedIn =
        sessionCookieCount(request.headers.cookie) > 0 &&
        (await currentUser(auth, request)) !== null;
      const rendered =
        request.method === 'GET' ? await serverPages?.render(request, request.url, signedIn) : null;
      const page = rendered?.page ?? renderPage(url, signedIn);
      // the render's cost, read by `npm run bench:web` (docs/decisions/023-server-rendering.md)
      if (rendered) reply.header('server-timing', `render;dur=${rendered.renderMs.toFixed(2)}`);
      if (page !== null) {
        const encoding = pickEncoding(request.headers['accept-encoding'], page.prefers);
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return (
          reply
            // a rendered page is this player's alone: no shared cache may keep it
            .header('cache-control', rendered ? 'private, no-cache' : 'no-cache')
            .header('vary', 'accept-encoding, cookie')
            .type('text/html; charset=utf-8')
            .send(page.body(encoding))
        );
      }
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No route for ${request.method} ${url}`,
    });
  });

  const stopJobs = deps.jobs === false ? () => undefined : schedulePurge(accounts, app.log);
  const stopRunway = deps.jobs === false ? () => undefined : scheduleRunwayWarning(admin, app.log);
  app.addHook('onClose', async () => {
    stopJobs();
    stopRunway();
    mailer.close();
    await redis?.close();
    if (!deps.db) await db.destroy();
  });

  await app.ready();
  return { app, db, auth, mailer, accounts, puzzles, leaderboardCache, redis, drain };
}
