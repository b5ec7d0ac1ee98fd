import { afterEach, describe, expect, it, vi } from 'vitest';

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
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { loadAppConfig } = await import('./config');
    await expect(loadAppConfig()).resolves.toEqual(CONFIG);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks GET /api/config when the page carries none, or carries something else', async () => {
    pageConfig('{"appName": 1}');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify(CONFIG), { headers: { 'content-type': 'application/json' } }),
      );
    const { loadAppConfig } = await import('./config');
    await expect(loadAppConfig()).resolves.toEqual(CONFIG);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/config');
  });
});
