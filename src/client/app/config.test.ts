import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../../test-support/client/fake-server';

const http = installFakeServer();

const CONFIG = {
  appName: 'MedGrid',
  socialUrl: 'https://www.instagram.com/medgrid',
  contactEmail: 'hello@medgrid.test',
  outbox: false,
};

function pageConfig(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'mg-config';
  script.textContent = text;
  document.head.append(script);
}

describe('app configuration', () => {
  afterEach(() => {
    document.getElementById('mg-config')?.remove();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('reads the configuration the server wrote into the page, without asking the API', async () => {
    pageConfig(JSON.stringify(CONFIG));
    const { loadAppConfig } = await import('./config');
    await expect(loadAppConfig()).resolves.toEqual(CONFIG);
    expect(http.requests).toEqual([]);
  });

  it('asks GET /api/config when the page carries none, or carries something else', async () => {
    pageConfig('{"appName": 1}');
    http.get('/api/config', () => CONFIG);
    const { loadAppConfig } = await import('./config');
    await expect(loadAppConfig()).resolves.toEqual(CONFIG);
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/config']);
  });
});
