import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../plugins/auth-context.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import type { PlayerDayService, Player } from '../player-day/service.js';
import type { PlayService } from '../play/service.js';
import type { DecksService } from './service.js';
import {
  crosswordUpdateBodySchema,
  DECK_FILE_MAX_BYTES,
  deckIdParamsSchema,
  deckUpdateBodySchema,
  deckUploadQuerySchema,
  generateBodySchema,
  regenerateBodySchema,
  shareBodySchema,
} from '../../../shared/decks/schemas.js';
import { DECK_GAME } from './deck-opener.js';

const moveBody = z.object({ move: z.unknown() });
const pauseBody = z.object({ move: z.unknown().optional() });
const emptyBody = z.object({}).optional();

/**
 * Study decks API (docs/api-play.md#study-decks): every handler acts as the signed-in player and
 * the service checks the deck's owner, or the friendship a shared crossword needs. A deck
 * crossword's play runs on the play engine with the deck opener, in practice mode.
 */
export function deckRoutes(
  auth: Auth,
  players: PlayerDayService,
  service: DecksService,
  plays: PlayService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  const userOf = async (request: FastifyRequest) => (await requireUser(auth, request)).id;
  const player = async (request: FastifyRequest): Promise<Player> =>
    players.player(await userOf(request));
  const noStore = {
    onSend: async (_req: unknown, reply: { header: (k: string, v: string) => unknown }) =>
      void reply.header('cache-control', 'no-store'),
  };
  const config = { rateLimit: limits.decks };

  return async (app) => {
    app.get('/api/decks', { config, ...noStore }, async (request) =>
      service.overview(await userOf(request)),
    );

    // the file's bytes in the body (application/octet-stream), its name and kind in the query
    await app.register(async (files) => {
      files.addContentTypeParser(
        'application/octet-stream',
        { parseAs: 'buffer', bodyLimit: DECK_FILE_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      files.post(
        '/api/decks',
        {
          schema: { querystring: deckUploadQuerySchema },
          bodyLimit: DECK_FILE_MAX_BYTES,
          config: { rateLimit: limits.deckUpload },
          ...noStore,
        },
        async (request, reply) => {
          const userId = await userOf(request);
          // this scope has the default type provider: the schema has already checked the query
          const query = request.query as z.infer<typeof deckUploadQuerySchema>;
          const body: unknown = request.body;
          const bytes = Buffer.isBuffer(body)
            ? new Uint8Array(body)
            : new TextEncoder().encode(typeof body === 'string' ? body : '');
          reply.code(201);
          return service.upload(userId, bytes, query);
        },
      );
    });

    app.get(
      '/api/decks/:id',
      { schema: { params: deckIdParamsSchema }, config, ...noStore },
      async (request) => service.deck(await userOf(request), request.params.id),
    );

    app.patch(
      '/api/decks/:id',
      { schema: { params: deckIdParamsSchema, body: deckUpdateBodySchema }, config, ...noStore },
      async (request) => service.updateDeck(await userOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/decks/:id',
      { schema: { params: deckIdParamsSchema }, config, ...noStore },
      async (request, reply) => {
        await service.deleteDeck(await userOf(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/decks/:id/crosswords',
      { schema: { params: deckIdParamsSchema, body: generateBodySchema }, config, ...noStore },
      async (request, reply) => {
        const made = await service.generate(await userOf(request), request.params.id, request.body);
        reply.code(201);
        return made;
      },
    );

    app.get(
      '/api/decks/crosswords/:id',
      { schema: { params: deckIdParamsSchema }, config, ...noStore },
      async (request) => service.info(await userOf(request), request.params.id),
    );

    app.patch(
      '/api/decks/crosswords/:id',
      {
        schema: { params: deckIdParamsSchema, body: crosswordUpdateBodySchema },
        config,
        ...noStore,
      },
      async (request) =>
        service.renameCrossword(await userOf(request), request.params.id, request.body.name),
    );

    app.delete(
      '/api/decks/crosswords/:id',
      { schema: { params: deckIdParamsSchema }, config, ...noStore },
      async (request, reply) => {
        await service.deleteCrossword(await userOf(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/decks/crosswords/:id/layout',
      { schema: { params: deckIdParamsSchema, body: regenerateBodySchema }, config, ...noStore },
      async (request) =>
        service.regenerate(await userOf(request), request.params.id, request.body.seed),
    );

    app.put(
      '/api/decks/crosswords/:id/shares',
      { schema: { params: deckIdParamsSchema, body: shareBodySchema }, config, ...noStore },
      async (request) =>
        service.share(await userOf(request), request.params.id, request.body.friendIds),
    );

    // the play: the engine's routes for one crossword, in practice mode
    const control = { rateLimit: limits.playControl };
    app.get(
      '/api/decks/crosswords/:id/play',
      { schema: { params: deckIdParamsSchema }, config: control, ...noStore },
      async (request) =>
        plays.state(await player(request), DECK_GAME, request.params.id, 'practice'),
    );
    app.post(
      '/api/decks/crosswords/:id/play/start',
      { schema: { params: deckIdParamsSchema, body: emptyBody }, config: control, ...noStore },
      async (request) =>
        plays.start(await player(request), DECK_GAME, request.params.id, 'practice'),
    );
    app.post(
      '/api/decks/crosswords/:id/play/pause',
      { schema: { params: deckIdParamsSchema, body: pauseBody }, config: control, ...noStore },
      async (request) =>
        plays.pause(
          await player(request),
          DECK_GAME,
          request.params.id,
          'practice',
          request.body.move,
        ),
    );
    app.post(
      '/api/decks/crosswords/:id/play/moves',
      {
        schema: { params: deckIdParamsSchema, body: moveBody },
        config: { rateLimit: limits.move },
        ...noStore,
      },
      async (request) =>
        plays.move(
          await player(request),
          DECK_GAME,
          request.params.id,
          'practice',
          request.body.move,
        ),
    );
    app.post(
      '/api/decks/crosswords/:id/play/reset',
      { schema: { params: deckIdParamsSchema, body: emptyBody }, config: control, ...noStore },
      async (request) =>
        plays.reset(await player(request), DECK_GAME, request.params.id, 'practice'),
    );
  };
}
