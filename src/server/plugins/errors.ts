import type { FastifyError, FastifyInstance } from 'fastify';
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
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Every error leaves as `{ statusCode, error, message, code? }`. Client mistakes get a 4xx with a
 * readable reason; anything unexpected is logged and answered with a calm 500 and no internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request, reply) => {
    const send = (statusCode: number, message: string, code?: string) =>
      reply.status(statusCode).send({
        statusCode,
        error: STATUS_NAMES[statusCode] ?? 'Error',
        message,
        ...(code ? { code } : {}),
      });

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
    const status = (err as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return send(status, err.message, (err as FastifyError).code);
    }
    request.log.error({ err }, 'unhandled error');
    return send(500, 'Something went wrong on our side. Please try again.');
  });
}
