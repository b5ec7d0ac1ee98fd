import type { FastifyError, FastifyInstance } from 'fastify';
import { badRequest, type HttpError } from '../http-error.js';

/** How deeply arrays and objects may nest in a JSON body (our content nests 6 levels at most). */
export const JSON_MAX_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${JSON_MAX_DEPTH} levels of arrays and objects.`;

/** The 400 for JSON text nested deeper than JSON_MAX_DEPTH. */
export const jsonTooDeep = (): HttpError => badRequest('JSON_TOO_DEEP', JSON_TOO_DEEP_MESSAGE);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `max`: one pass over the text, without
 * parsing it, stopping as soon as the depth passes `max`. Brackets inside strings are text (a
 * backslash escapes the character after it, so `"\\"` ends where it seems to). Text that is not
 * JSON gets an answer too; the parser refuses it afterwards.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/** Why JSON.parse refused the text, as a position a person can find (1-based), if it says. */
function invalidJson(text: string): HttpError {
  try {
    JSON.parse(text);
  } catch (error) {
    const at = /at position (\d+)/.exec((error as Error).message)?.[1];
    return badRequest(
      'INVALID_JSON',
      at === undefined
        ? 'The request body is not valid JSON.'
        : `The request body is not valid JSON (at character ${Number(at) + 1}).`,
    );
  }
  // JSON.parse takes it: Fastify's parser refused a prototype-poisoning key
  return badRequest(
    'INVALID_JSON',
    'The request body has a key named __proto__ or constructor.prototype, which is not accepted.',
  );
}

/**
 * The JSON body parser of the whole app (issue 27, finding 7): a body nested deeper than
 * JSON_MAX_DEPTH is refused with a 400 before it is parsed (60,000 levels overflowed the stack
 * of whatever walked the value next: JSON.stringify, a schema, a log line). The rest is
 * Fastify's own parser (prototype-poisoning keys refused), with our messages for its refusals.
 * Routes and scopes with a parser of their own for other types check JSON they read themselves
 * with jsonNestsDeeperThan (the crossword import's .ipuz text).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const fastifyParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(jsonTooDeep(), undefined);
      return;
    }
    fastifyParser(request, text, (error: Error | null, value?: unknown) => {
      const code = (error as FastifyError | null)?.code;
      if (code === 'FST_ERR_CTP_INVALID_JSON_BODY') done(invalidJson(text), undefined);
      else if (error) done(error, undefined);
      else done(null, value);
    });
  });
}
