import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppConfig } from '../config.js';
import { forbidden } from '../http-error.js';
import { BOOT_SCRIPT_CSP, MODULE_LOADER_CSP } from '../page-boot.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers (CSP with no third-party origins, no framing, HSTS under https) and an origin
 * check on every state-changing request: a browser request from another site is refused.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const https = config.baseUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // the pages' boot script and module loader (page-boot.ts), by their hashes
        scriptSrc: ["'self'", BOOT_SCRIPT_CSP, MODULE_LOADER_CSP],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  const allowed = new Set(config.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== 'null' && !allowed.has(origin)) {
      throw forbidden('Cross-site request refused.');
    }
    if (origin === 'null' || request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-site request refused.');
    }
  });
}
