import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from './test/test-app.js';

/**
 * Installable on a phone (issue 31): the page links a web app manifest with a name, a start page,
 * standalone display, theme colours and icons at the sizes phones use (192 and 512, and a
 * maskable 512 whose picture stays inside the safe zone); the server sends them as the files of
 * the built client are sent.
 */
const CLIENT = fileURLToPath(new URL('../client/', import.meta.url));
const PUBLIC = path.join(CLIENT, 'public');

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const manifest = JSON.parse(
  readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8'),
) as Manifest;

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'medgrid-manifest-'));
  cpSync(PUBLIC, clientDir, { recursive: true });
  cpSync(path.join(CLIENT, 'index.html'), path.join(clientDir, 'index.html'));
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe(`the web app manifest on ${TEST_DB}`, () => {
  it('names the app, its start page and standalone display, with colours', () => {
    expect(manifest).toMatchObject({
      name: expect.stringContaining('MedGrid'),
      short_name: 'MedGrid',
      start_url: '/landing',
      scope: '/',
      display: 'standalone',
    });
    for (const colour of [manifest.theme_color, manifest.background_color])
      expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('has PNG icons of the sizes it says: 192, 512 and a maskable 512', () => {
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [w, h] = pngSize(path.join(PUBLIC, icon.src));
      expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
    }
    expect(pngSize(path.join(PUBLIC, 'icons/apple-touch-icon.png'))).toEqual([180, 180]);
  });

  it('is linked from every page, and served with its type; so are the icons', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/landing' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page.body).toContain(
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
    );
    const served = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(served.json()).toEqual(manifest);
    for (const src of [...manifest.icons.map((i) => i.src), '/icons/apple-touch-icon.png']) {
      const icon = await t.app.inject({ method: 'GET', url: src });
      expect(icon.statusCode, src).toBe(200);
      expect(icon.headers['content-type'], src).toBe('image/png');
    }
  });
});
