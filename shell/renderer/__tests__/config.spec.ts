/** @jest-environment node */
import { loadRendererConfig, publicUrlFrom } from '../config';

describe('the renderer configuration', () => {
  it('requires PUBLIC_URL in production, with a message that says what to set', () => {
    expect(() => loadRendererConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is not set: give the site's public address/);
    expect(loadRendererConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://skola.example/' }).publicUrl).toBe('https://skola.example');
  });

  it('defaults to its own http://localhost:PORT elsewhere', () => {
    expect(loadRendererConfig({ PORT: '8291' }).publicUrl).toBe('http://localhost:8291');
  });

  it('refuses an address that is not an http(s) origin', () => {
    for (const value of ['skola.example', 'ftp://skola.example', 'https://skola.example/sk', 'https://skola.example/?a=1']) {
      expect(() => publicUrlFrom({ PUBLIC_URL: value }, 80)).toThrow(/PUBLIC_URL/);
    }
  });
});
