import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROVIDER_PORTAL_URL, providerRedirectTarget } from './provider-redirect.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('providerRedirectTarget', () => {
  describe('with VITE_PROVIDER_PORTAL_URL unset', () => {
    it('follows the default portal origin, the one the API names by default', () => {
      vi.stubEnv('VITE_PROVIDER_PORTAL_URL', undefined);
      expect(DEFAULT_PROVIDER_PORTAL_URL).toBe('http://localhost:3001');
      expect(providerRedirectTarget('http://localhost:3001')).toBe('http://localhost:3001/');
      expect(providerRedirectTarget('http://localhost:3001/login?next=%2Finbox')).toBe('http://localhost:3001/login?next=%2Finbox');
    });

    it.each([
      ['any other origin', 'http://anywhere/'],
      ['the same host on another port', 'http://localhost:3000/'],
      ['the same host over https', 'https://localhost:3001/'],
      ['an empty value', ''],
    ])('refuses %s', (_, url) => {
      vi.stubEnv('VITE_PROVIDER_PORTAL_URL', undefined);
      expect(providerRedirectTarget(url)).toBeNull();
    });

    it('treats an empty VITE_PROVIDER_PORTAL_URL as unset', () => {
      vi.stubEnv('VITE_PROVIDER_PORTAL_URL', '');
      expect(providerRedirectTarget('http://anywhere/')).toBeNull();
      expect(providerRedirectTarget('http://localhost:3001/')).toBe('http://localhost:3001/');
    });
  });

  describe('with VITE_PROVIDER_PORTAL_URL set', () => {
    it('follows any path on that origin, and nothing on the default one', () => {
      vi.stubEnv('VITE_PROVIDER_PORTAL_URL', 'https://providers.example.nz/login');
      expect(providerRedirectTarget('https://providers.example.nz/')).toBe('https://providers.example.nz/');
      expect(providerRedirectTarget('https://PROVIDERS.example.nz:443/inbox')).toBe('https://providers.example.nz/inbox');
      expect(providerRedirectTarget('http://localhost:3001/')).toBeNull();
    });

    it.each([
      ['another origin', 'https://evil.example/'],
      ['the portal over http', 'http://providers.example.nz/'],
      ['a look-alike host', 'https://providers.example.nz.evil.example/'],
      ['the portal as user name', 'https://providers.example.nz@evil.example/'],
      ['a protocol-relative address', '//evil.example/'],
      ['a backslash address', '/\\evil.example/'],
      ['a script', 'javascript:alert(1)'],
      ['a data address', 'data:text/html,<script>alert(1)</script>'],
      ['a path on this site', '/dashboard'],
    ])('refuses %s', (_, url) => {
      vi.stubEnv('VITE_PROVIDER_PORTAL_URL', 'https://providers.example.nz');
      expect(providerRedirectTarget(url)).toBeNull();
    });

    it('follows nothing when the configured portal is not a web address', () => {
      vi.stubEnv('VITE_PROVIDER_PORTAL_URL', 'not a url');
      expect(providerRedirectTarget('http://localhost:3001/')).toBeNull();
    });
  });
});
