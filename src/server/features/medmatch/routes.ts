import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { HttpError } from '../../http-error.js';
import { requireUser } from '../../plugins/auth-context.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import type { PlayerDayService } from '../player-day/service.js';
import type { PlayService } from '../play/service.js';
import { checkQuizAnswer } from '../../../shared/medmatch/play.js';
import { medmatchPuzzleSchema } from '../../../shared/medmatch/schema.js';
import { dayParamSchema, playModeSchema } from '../../../shared/play/schemas.js';

export const QUIZ_MESSAGES = {
  notFinished: 'The mini-quiz opens once the day’s MedMatch is over.',
  noQuestion: 'There is no such question or option in today’s quiz.',
} as const;

const quizBodySchema = playModeSchema.extend({
  question: z.number({ error: 'question must be a number' }).int().min(0).max(19),
  option: z.string({ error: 'option must be a string' }).min(1).max(200),
});

/**
 * POST /api/medmatch/:date/quiz: checks one mini-quiz answer (docs/product.md#medmatch-mini-quiz).
 * The quiz is practice and never ranked, but its answers stay on the server like every other
 * answer: they are checked here, and only once the player's run of that day (in that mode) is over.
 */
export function medmatchRoutes(
  auth: Auth,
  players: PlayerDayService,
  plays: PlayService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/medmatch/:date/quiz',
      {
        schema: { params: z.object({ date: dayParamSchema }), body: quizBodySchema },
        config: { rateLimit: limits.move },
      },
      async (request, reply) => {
        const player = await players.player((await requireUser(auth, request)).id);
        const { mode, question, option } = request.body;
        const { state, puzzle } = await plays.withPuzzle(
          player,
          'medmatch',
          request.params.date,
          mode,
        );
        if (!state.play || state.play.status === 'playing')
          throw new HttpError(409, 'QUIZ_NOT_OPEN', QUIZ_MESSAGES.notFinished);
        // the puzzle the play was loaded from, parsed once in the engine's cache (decisions/015)
        const day = puzzle.parsedBy(medmatchPuzzleSchema);
        if (!day) throw new Error(`medmatch ${state.puzzleDate}: not parsed by MedMatch's schema`);
        const verdict = checkQuizAnswer(day, question, option);
        if (!verdict) throw new HttpError(422, 'NO_SUCH_ANSWER', QUIZ_MESSAGES.noQuestion);
        reply.header('cache-control', 'no-store');
        return verdict;
      },
    );
  };
}
