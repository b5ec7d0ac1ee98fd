import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireAdmin } from '../../plugins/admin-guard.js';
import type { AccountsRepository } from '../accounts/repository.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import {
  bulkBodySchema,
  bulkParamsSchema,
  calendarQuerySchema,
  confirmQuerySchema,
  questionParamsSchema,
  questionUploadSchema,
  uploadParamsSchema,
  UPLOAD_MAX_BYTES,
  weekParamsSchema,
  weekQuerySchema,
} from '../../../shared/admin/schemas.js';
import { NeedsConfirmation, type AdminService } from './service.js';
import {
  parsePuz,
  writePuz,
  type ImportedCrossword,
  type ImportResult,
} from '../../../shared/builder/puz.js';
import { parseIpuz, writeIpuz } from '../../../shared/builder/ipuz.js';
import { HttpError } from '../../http-error.js';
import { JSON_MAX_DEPTH, jsonNestsDeeperThan, jsonTooDeep } from '../../plugins/json-body.js';
import { builderWordsText } from './builder-words.js';

const formatQuerySchema = z.object({
  format: z.enum(['puz', 'ipuz'], { error: "format must be 'puz' or 'ipuz'" }),
});
const crosswordParamsSchema = z.object({
  game: z.enum(['mini', 'medical'], { error: 'Only crosswords are exported' }),
  date: uploadParamsSchema.shape.date,
});

/**
 * The admin's content API (issue 18, docs/api-admin.md): one day's puzzle of any game, many days
 * at once (all or nothing), one day's question, and the content calendar. The admin guard has
 * already refused everyone but admins; each handler checks again.
 */
export function adminRoutes(
  auth: Auth,
  accounts: AccountsRepository,
  service: AdminService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { rateLimit: limits.admin };

    app.put(
      '/api/admin/puzzles/:game/:date',
      {
        schema: { params: uploadParamsSchema, querystring: confirmQuerySchema, body: z.unknown() },
        bodyLimit: UPLOAD_MAX_BYTES,
        config,
      },
      async (request, reply) => {
        await requireAdmin(auth, accounts, request);
        const { game, date } = request.params;
        try {
          return await service.putPuzzle(game, date, request.body, request.query.confirm);
        } catch (error) {
          if (!(error instanceof NeedsConfirmation)) throw error;
          // the panel asks the admin, naming how many players have started the day
          return reply
            .code(409)
            .send({ code: error.code, message: error.message, started: error.started });
        }
      },
    );

    app.put(
      '/api/admin/puzzles/:game',
      {
        schema: { params: bulkParamsSchema, body: bulkBodySchema },
        bodyLimit: UPLOAD_MAX_BYTES,
        config,
      },
      async (request) => {
        await requireAdmin(auth, accounts, request);
        return service.putMany(request.params.game, request.body);
      },
    );

    app.put(
      '/api/admin/daily-questions/:date',
      {
        schema: { params: questionParamsSchema, body: questionUploadSchema },
        bodyLimit: UPLOAD_MAX_BYTES,
        config,
      },
      async (request) => {
        await requireAdmin(auth, accounts, request);
        return service.putQuestion(request.params.date, request.body);
      },
    );

    app.get(
      '/api/admin/week/:game',
      { schema: { params: weekParamsSchema, querystring: weekQuerySchema }, config },
      async (request, reply) => {
        await requireAdmin(auth, accounts, request);
        reply.header('cache-control', 'no-store');
        return service.week(request.params.game, request.query.start);
      },
    );

    // crossword files: the bytes of a .puz (or the text of an .ipuz) in, the builder's JSON out
    await app.register(async (files) => {
      files.addContentTypeParser(
        ['application/octet-stream', 'application/x-crossword'],
        { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      files.post(
        '/api/admin/crosswords/import',
        { schema: { querystring: formatQuerySchema }, bodyLimit: UPLOAD_MAX_BYTES, config },
        async (request, reply) => {
          await requireAdmin(auth, accounts, request);
          const body: unknown = request.body;
          const bytes = Buffer.isBuffer(body)
            ? new Uint8Array(body)
            : new TextEncoder().encode(
                typeof body === 'string' ? body : JSON.stringify(body ?? ''),
              );
          // this scope has the default type provider: the schema has already checked the query
          const { format } = request.query as z.infer<typeof formatQuerySchema>;
          let result: ImportResult;
          if (format === 'puz') {
            result = parsePuz(bytes);
          } else {
            // an .ipuz file is JSON, whichever parser read the bytes: the app's JSON limit holds
            const text = new TextDecoder().decode(bytes);
            if (jsonNestsDeeperThan(text, JSON_MAX_DEPTH)) throw jsonTooDeep();
            result = parseIpuz(text);
          }
          if (!result.ok) throw new HttpError(422, 'UNSUPPORTED_CROSSWORD', result.message);
          reply.header('cache-control', 'no-store');
          return result.crossword;
        },
      );
    });

    app.get(
      '/api/admin/puzzles/:game/:date/export',
      { schema: { params: crosswordParamsSchema, querystring: formatQuerySchema }, config },
      async (request, reply) => {
        await requireAdmin(auth, accounts, request);
        const { game, date } = request.params;
        const p = await service.crossword(game, date);
        const crossword: ImportedCrossword = {
          title: p.title,
          subtitle: p.subtitle ?? '',
          answerGrid: p.answerGrid,
          acrossClues: p.acrossClues,
          downClues: p.downClues,
          // circles go into both formats; shading into .ipuz only (a .puz file has none)
          ...(p.circled ? { circled: p.circled } : {}),
          ...(p.shaded ? { shaded: p.shaded } : {}),
        };
        const name = `medgrid-${game}-${date}.${request.query.format}`;
        reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${name}"`);
        return request.query.format === 'puz'
          ? reply.type('application/x-crossword').send(Buffer.from(writePuz(crossword)))
          : reply.type('application/json; charset=utf-8').send(writeIpuz(crossword));
      },
    );

    // the autofill's scored word list: our future answers are in it, so admins only
    app.get('/api/admin/builder/words', { config }, async (request, reply) => {
      await requireAdmin(auth, accounts, request);
      const { body, gzipped } = builderWordsText();
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      reply
        .header('cache-control', 'private, max-age=600')
        .header('vary', 'accept-encoding')
        .type('text/plain; charset=utf-8');
      if (gzip) reply.header('content-encoding', 'gzip');
      return reply.send(gzip ? gzipped : body);
    });

    app.get(
      '/api/admin/calendar',
      { schema: { querystring: calendarQuerySchema }, config },
      async (request, reply) => {
        await requireAdmin(auth, accounts, request);
        reply.header('cache-control', 'no-store');
        return service.calendar(request.query.days);
      },
    );
  };
}
