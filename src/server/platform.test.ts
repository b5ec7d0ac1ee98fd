import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshDatabase, TEST_DB, type TestApp } from './test/test-app.js';
import { client, signUpAndConfirm, uniqueUser } from './test/accounts-helpers.js';
import { startSmtpListener } from '../../test-support/smtp-listener.js';
import { migrateToLatest } from './db/migrate.js';
import { seedReferenceData } from './db/seed.js';
import { grantAdmin } from './cli/admin-grant.js';
import { purgeUnverifiedAccounts } from './jobs/purge-unverified.js';
import { loadConfig } from './config.js';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'medgrid-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>MedGrid</title><div id="root"></div>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe(`platform on ${TEST_DB}`, () => {
  it('serves the client with a history fallback and immutable assets, and JSON 404s under /api', async () => {
    const call = client(t.app);
    const page = await call({ method: 'GET', url: '/reset-password?token=abc' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await call({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await call({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/api/missing' })).statusCode).toBe(404);
  });

  it('never serves a source map unless SOURCE_MAPS=1 (issue 27, finding 11)', async () => {
    // As found: the build wrote a .map beside every script and the server handed them to anyone.
    const built = mkdtempSync(path.join(tmpdir(), 'medgrid-maps-'));
    mkdirSync(path.join(built, 'assets'));
    writeFileSync(path.join(built, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(built, 'assets', 'index-1.js'), 'console.log(1)\n');
    writeFileSync(path.join(built, 'assets', 'index-1.js.map'), '{"version":3,"sources":["a.ts"]}');
    writeFileSync(path.join(built, 'assets', 'index-1.css.map'), '{"version":3}');
    const hidden = await createTestApp({ clientDir: built });
    const shown = await createTestApp({ clientDir: built, sourceMaps: true });
    try {
      for (const url of [
        '/assets/index-1.js.map',
        '/assets/index-1.css.map',
        '/assets/INDEX-1.JS.MAP',
        '/assets/index-1.js.map?x=1',
        '/assets/index-1.js%2Emap',
      ]) {
        const res = await client(hidden.app)({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('sources');
      }
      expect(
        (await client(hidden.app)({ method: 'GET', url: '/assets/index-1.js' })).statusCode,
      ).toBe(200);
      const map = await client(shown.app)({ method: 'GET', url: '/assets/index-1.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('sources');
    } finally {
      await hidden.close();
      await shown.close();
      rmSync(built, { recursive: true, force: true });
    }
  });

  it('reads SOURCE_MAPS (1 serves them; anything else, or unset, does not)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'medgrid-cfg-'));
    expect(loadConfig({ DATA_DIR: dataDir }).sourceMaps).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, SOURCE_MAPS: '0' }).sourceMaps).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, SOURCE_MAPS: '1' }).sourceMaps).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir, SOURCE_MAPS: 'yes' })).toThrow(/SOURCE_MAPS/);
  });

  it('serves built pages compressed as the browser accepts, with the configuration written in', async () => {
    const built = mkdtempSync(path.join(tmpdir(), 'medgrid-built-'));
    mkdirSync(path.join(built, 'assets'));
    writeFileSync(
      path.join(built, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js">' +
        '</script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
        '<body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(built, 'assets', 'index-1.css'), 'body{margin:0}');
    writeFileSync(path.join(built, 'route-preloads.json'), '{}');
    const app = await createTestApp({ clientDir: built });
    try {
      const get = (encoding?: string) =>
        app.app.inject({
          method: 'GET',
          url: '/mini',
          headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
        });
      const br = await get('gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      const html = brotliDecompressSync(br.rawPayload).toString();
      expect(html).toContain('<style>body{margin:0}</style>');
      const config = /<script type="application\/json" id="mg-config">(.*?)<\/script>/.exec(html);
      const api = await client(app.app)({ method: 'GET', url: '/api/config' });
      expect(JSON.parse(config?.[1] ?? 'null')).toEqual(api.json());
      const gzip = await get('gzip;q=1, br;q=0');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
      const plain = await get();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(html);
    } finally {
      await app.close();
      rmSync(built, { recursive: true, force: true });
    }
  });

  it('boots a page with the session request alone unless the cookie is a live session (issue 29)', async () => {
    const built = mkdtempSync(path.join(tmpdir(), 'medgrid-built-'));
    mkdirSync(path.join(built, 'assets'));
    writeFileSync(
      path.join(built, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js">' +
        '</script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(built, 'route-preloads.json'), '{}');
    const smtp = await startSmtpListener();
    const app = await createTestApp({ clientDir: built, smtpUrl: smtp.url });
    try {
      const boot = async (cookie?: string) => {
        const res = await app.app.inject({
          method: 'GET',
          url: '/mini',
          headers: cookie === undefined ? {} : { cookie },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers.vary).toContain('cookie');
        return /<script data-get="([^"]*)"/.exec(res.body)?.[1] ?? null;
      };
      const user = await signUpAndConfirm(app.app, smtp);
      // a live session starts today's play at once (docs/decisions/007)
      expect(await boot(user.cookie)).toContain('/api/play/mini/today?mode=daily');
      // no cookie, a forged one, or one whose session has ended: the session request alone
      expect(await boot()).toBe('/api/account/me');
      expect(await boot('medgrid.session_token=forged.c2lnbmF0dXJl')).toBe('/api/account/me');
      const out = await client(app.app)({
        method: 'POST',
        url: '/api/account/sign-out',
        cookie: user.cookie,
      });
      expect(out.statusCode).toBeLessThan(300);
      expect(await boot(user.cookie)).toBe('/api/account/me');
    } finally {
      await app.close();
      await smtp.close();
      rmSync(built, { recursive: true, force: true });
    }
  });

  it('exposes public config and the school list with abbreviations', async () => {
    const call = client(t.app);
    expect((await call({ method: 'GET', url: '/api/config' })).json()).toEqual({
      appName: 'MedGrid',
      socialUrl: 'https://www.instagram.com/medgrid',
      contactEmail: 'hello@medgrid.test',
      outbox: true,
    });
    const { schools } = (await call({ method: 'GET', url: '/api/schools' })).json();
    expect(schools).toHaveLength(244);
    expect(schools.find((s: { id: string }) => s.id === 'uab-heersink')).toMatchObject({
      abbreviation: 'UAB Heersink',
      aliases: ['UAB SOM'],
    });
    const names = schools.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('keeps mail in the dev outbox (with its link), readable only from this machine', async () => {
    const call = client(t.app);
    const user = uniqueUser('ob');
    await call({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        ...user,
        confirmPassword: user.password,
        school: { status: 'none' },
        acceptTerms: true,
      },
    });
    const local = client(t.app, '127.0.0.1');
    const page = await local({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm your MedGrid account');
    expect(page.body).toMatch(/http:\/\/medgrid\.test\/auth\/callback\?token=[\w.-]+/);
    expect((await client(t.app, '::1')({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(
      200,
    );

    // as found: anyone could read the reset links of other people's accounts
    for (const outsider of [
      call,
      client(t.app, '192.168.1.20'),
      client(t.app, '::ffff:10.0.0.9'),
    ]) {
      const res = await outsider({ method: 'GET', url: '/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('token=');
    }
    // a header never makes a request local, and a forwarded request is not local either
    const forged = await call({
      method: 'GET',
      url: '/dev/outbox',
      headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost' },
    });
    expect(forged.statusCode).toBe(404);
    const proxied = await local({
      method: 'GET',
      url: '/dev/outbox',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('serves the dev outbox only under a loopback Host header (issue 27, finding 8)', async () => {
    // As found: from this machine, `Host: evil.example` got the outbox, so a page on another site
    // whose name the attacker points at 127.0.0.1 (DNS rebinding) could read the reset links.
    const local = client(t.app, '127.0.0.1');
    const outbox = (host: string, call = local) =>
      call({ method: 'GET', url: '/dev/outbox', headers: { host } });
    for (const host of [
      'localhost',
      'localhost:3000',
      'LocalHost:5173',
      '127.0.0.1',
      '127.0.0.1:3000',
      '[::1]',
      '[::1]:3000',
    ]) {
      expect((await outbox(host)).statusCode, host).toBe(200);
    }
    for (const host of [
      'evil.example',
      'evil.example:3000',
      'medgrid.test', // BASE_URL's host, which is not loopback
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      '127.0.1.1', // loopback, but neither a loopback name we serve nor BASE_URL's host
      'localhost:3000@evil.example',
    ]) {
      const res = await outbox(host);
      expect(res.statusCode, host).toBe(404);
      expect(res.body, host).not.toContain('token=');
    }
    // BASE_URL's host counts when it is itself loopback
    const onAlias = await createTestApp({ baseUrl: 'http://127.0.1.1:3000' });
    try {
      const call = client(onAlias.app, '127.0.0.1');
      expect((await outbox('127.0.1.1:3000', call)).statusCode).toBe(200);
      expect((await outbox('localhost:3000', call)).statusCode).toBe(200);
      expect((await outbox('medgrid.test', call)).statusCode).toBe(404);
    } finally {
      await onAlias.close();
    }
  });

  it('refuses to start in production without SMTP', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'medgrid-prod-'));
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production needs SMTP_URL/,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' })
        .smtpUrl,
    ).toBe('smtp://mail:587');
  });

  it('has no dev outbox when SMTP is configured', async () => {
    const smtp = await startSmtpListener();
    const withSmtp = await createTestApp({ smtpUrl: smtp.url });
    try {
      expect((await client(withSmtp.app)({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(
        404,
      );
      expect(
        (await client(withSmtp.app)({ method: 'GET', url: '/api/config' })).json().outbox,
      ).toBe(false);
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  it('runs migrations and seeding again without change', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
    expect(await seedReferenceData(t.db)).toEqual({ schools: 244 });
  });

  it('grants admin by username or email', async () => {
    const smtp = await startSmtpListener();
    const withSmtp = await createTestApp({ smtpUrl: smtp.url });
    try {
      const u = await signUpAndConfirm(withSmtp.app, smtp);
      expect(await grantAdmin(withSmtp.db, u.username.toUpperCase())).toBe(u.username);
      expect(await grantAdmin(withSmtp.db, u.email)).toBe(u.username);
      const me = await client(withSmtp.app)({
        method: 'GET',
        url: '/api/account/me',
        cookie: u.cookie,
      });
      expect(me.json().user.isAdmin).toBe(true);
      await expect(grantAdmin(withSmtp.db, 'nobody_at_all')).rejects.toThrow(
        'No account with the username',
      );
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  it('purges unconfirmed accounts after 7 days and frees their usernames', async () => {
    const call = client(t.app);
    const stale = uniqueUser('st');
    const fresh = uniqueUser('fr');
    for (const u of [stale, fresh]) {
      const res = await call({
        method: 'POST',
        url: '/api/account/sign-up',
        payload: {
          ...u,
          confirmPassword: u.password,
          school: { status: 'none' },
          acceptTerms: true,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await t.db.kysely
      .updateTable('user')
      .set({ createdAt: t.db.dialect === 'postgres' ? eightDaysAgo : eightDaysAgo.toISOString() })
      .where('username', '=', stale.username.toLowerCase())
      .execute();
    expect(await purgeUnverifiedAccounts(t.accounts, t.app.log)).toBe(1);
    expect(await t.accounts.findByUsername(stale.username)).toBeNull();
    expect(await t.accounts.findByUsername(fresh.username)).not.toBeNull();
    const again = await call({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        ...stale,
        confirmPassword: stale.password,
        school: { status: 'none' },
        acceptTerms: true,
      },
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('configuration', () => {
  it('has documented defaults and keeps a generated auth secret across starts', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'medgrid-cfg-'));
    const a = loadConfig({ DATA_DIR: dataDir });
    const b = loadConfig({ DATA_DIR: dataDir });
    expect(a.port).toBe(3000);
    expect(a.baseUrl).toBe('http://localhost:3000');
    expect(a.database).toEqual({ kind: 'sqlite', file: path.join(dataDir, 'medgrid.db') });
    expect(a.smtpUrl).toBeNull();
    expect(a.trustProxy).toBe(false);
    expect(a.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.authSecret).toBe(a.authSecret);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('takes an optional REDIS_URL (redis:// or rediss://)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'medgrid-cfg-'));
    expect(loadConfig({ DATA_DIR: dataDir }).redisUrl).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: ' ' }).redisUrl).toBeNull();
    for (const url of ['redis://127.0.0.1:6379', 'rediss://:secret@cache.example:6380/2'])
      expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: url }).redisUrl).toBe(url);
    for (const bad of ['127.0.0.1:6379', 'http://cache:6379', 'redis://'])
      expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: bad }), bad).toThrow(/REDIS_URL/);
  });

  it('opens a fresh database of the suite kind', async () => {
    const { db, drop } = await freshDatabase();
    expect(db.dialect).toBe(TEST_DB);
    await db.destroy();
    await drop();
  });
});

describe(`admin API guard on ${TEST_DB}`, () => {
  it('refuses every /api/admin/ route without a session (401) and to non-admins (403)', async () => {
    const smtp = await startSmtpListener();
    const app = await createTestApp({ smtpUrl: smtp.url });
    try {
      const call = client(app.app);
      const user = await signUpAndConfirm(app.app, smtp);
      for (const [method, url] of [
        ['GET', '/api/admin/puzzles'],
        ['POST', '/api/admin/puzzles'],
        ['DELETE', '/api/admin/anything/at/all'],
      ] as const) {
        expect((await call({ method, url })).statusCode, `${method} ${url}`).toBe(401);
        const refused = await call({ method, url, cookie: user.cookie });
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().message).toBe('Not authorized');
      }
      await app.accounts.grantAdmin(user.id);
      expect(
        (await call({ method: 'GET', url: '/api/admin/puzzles', cookie: user.cookie })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
