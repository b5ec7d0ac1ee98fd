import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.js';
import { MailDeliveryError } from '../mail/mailer.js';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Our error body: `{ statusCode, error, message, code? }` (ApiErrorBody). */
function sendError(reply: FastifyReply, statusCode: number, message: string, code?: string) {
  return reply.status(statusCode).send({
    statusCode,
    error: STATUS_NAMES[statusCode] ?? 'Error',
    message,
    ...(code ? { code } : {}),
  });
}

const SEND_JSON = 'Send JSON with the header Content-Type: application/json.';

/** 262144 → '256 KB', 1048576 → '1 MB'. */
function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The request's media type, if it is one (never an arbitrary header value repeated back). */
function mediaTypeOf(request: FastifyRequest): string | null | undefined {
  const header = request.headers['content-type'];
  if (header === undefined || header.trim() === '') return undefined;
  const type = header.split(';')[0]!.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/.test(type)
    ? type
    : null;
}

/**
 * Fastify's own client errors in our words and codes (its FST_… codes are internals a client
 * should not depend on). Null for an error Fastify did not make.
 */
export function frameworkClientError(
  err: FastifyError,
  request: FastifyRequest,
): { status: number; code: string; message: string } | null {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limit = request.routeOptions.bodyLimit;
      return {
        status: 413,
        code: 'BODY_TOO_LARGE',
        message:
          typeof limit === 'number'
            ? `The request body is too large: this address takes at most ${formatBytes(limit)}.`
            : 'The request body is too large.',
      };
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const type = mediaTypeOf(request);
      return {
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message:
          type === undefined
            ? `The request has a body but no Content-Type. ${SEND_JSON}`
            : `This address does not take a body of ${type === null ? 'that type' : `type ${type}`}. ${SEND_JSON}`,
      };
    }
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        code: 'INVALID_JSON',
        message:
          'The request body is empty, but its Content-Type says JSON: send a JSON value, or no body and no Content-Type.',
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        status: 400,
        code: 'BAD_CONTENT_LENGTH',
        message: 'The request body is not as long as its Content-Length header says.',
      };
    case 'FST_ERR_BAD_URL':
      return {
        status: 400,
        code: 'BAD_URL',
        message: 'The address is not valid: a % must be followed by two hexadecimal digits.',
      };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, code: 'URL_TOO_LONG', message: 'A part of the address is too long.' };
    default:
      return null;
  }
}

/** A code that belongs to a library or to Node (FST_…, ERR_…, ECONNRESET), not to our API. */
const INTERNAL_CODE = /^(FST_|ERR_)|^E[A-Z]+$/;

/** What to say for a 4xx whose own message we cannot vouch for. */
const GENERIC_CLIENT_ERROR: Record<number, string> = {
  400: 'The request could not be read.',
  404: 'Not found.',
  413: 'The request body is too large.',
  415: `This address does not take a body of that type. ${SEND_JSON}`,
};

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a malformed address), which would
 * otherwise be answered in Fastify's own shape, past the error handler.
 */
export function answerFrameworkError(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = frameworkClientError(err, request);
  if (known) {
    void sendError(reply, known.status, known.message, known.code);
    return;
  }
  request.log.error({ err }, 'framework error');
  void sendError(reply, 500, 'Something went wrong on our side. Please try again.');
}

/**
 * Every error leaves as `{ statusCode, error, message, code? }`. Client mistakes get a 4xx with a
 * readable reason; anything unexpected is logged and answered with a calm 500 and no internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request, reply) => {
    const send = (statusCode: number, message: string, code?: string) =>
      sendError(reply, statusCode, message, code);

    if (err instanceof HttpError) return send(err.statusCode, err.message, err.code);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const raw = first?.message ?? 'Invalid request';
      // Our schemas carry readable messages; zod's generic ones get the field name in front.
      const generic = /^(Invalid|Too|Expected)/.test(raw);
      const readable = !generic
        ? raw
        : field
          ? `${field}: ${raw}`
          : 'The request body must be a JSON object with the expected fields.';
      return send(400, readable, 'VALIDATION');
    }
    if (err instanceof MailDeliveryError) {
      return send(
        503,
        "We couldn't send the email right now. Please try again in a few minutes.",
        'MAIL_UNAVAILABLE',
      );
    }
    const known = frameworkClientError(err as FastifyError, request);
    if (known) return send(known.status, known.message, known.code);
    const status = (err as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = (err as FastifyError).code;
      // a library's or Node's code never leaves; ours (the rate limiter's RATE_LIMITED) do
      if (typeof code === 'string' && INTERNAL_CODE.test(code))
        return send(status, GENERIC_CLIENT_ERROR[status] ?? 'The request could not be handled.');
      return send(status, err.message, code);
    }
    request.log.error({ err }, 'unhandled error');
    return send(500, 'Something went wrong on our side. Please try again.');
  });
}
