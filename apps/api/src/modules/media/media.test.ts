import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/harness.ts';
import { GENERATED_KINDS, SCENE_THEMES, generatedImageUrl, initialsFromSeed, renderGeneratedImage } from './generated-image.ts';

describe('generated images', () => {
  it('takes the monogram from the first two meaningful words', () => {
    expect(initialsFromSeed('harbourside-catering-co')).toBe('HC');
    expect(initialsFromSeed('the-strand-styling-studio')).toBe('SS');
    expect(initialsFromSeed('kowhai')).toBe('K');
    expect(initialsFromSeed('2024')).toBe('2');
  });

  it('draws every kind and theme as a self-contained SVG without scripts or outside references', () => {
    for (const kind of GENERATED_KINDS) {
      for (const theme of SCENE_THEMES) {
        const image = renderGeneratedImage({ kind, seed: `${theme}-sample-1` });
        expect(image.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(image.endsWith('</svg>')).toBe(true);
        expect(image).not.toMatch(/<script|javascript:|\bon[a-z]+=|href=|<foreignObject|<image/i);
        expect(image).not.toMatch(/NaN|undefined/);
      }
    }
  });

  it('refuses a seed outside the safe alphabet', () => {
    expect(() => renderGeneratedImage({ kind: 'profile', seed: '<script>' })).toThrow();
  });
});

describeEachEngine('media routes', (ctx) => {
  it('answers an SVG with long cache headers, the same picture every time', async () => {
    const url = generatedImageUrl('service', 'catering-harbourside-catering-co-1');
    const first = await ctx().app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    expect(first.body).toMatch(/^<svg[^>]*viewBox="0 0 800 600"/);
    expect(first.body).toContain('<title>A dressed dinner table</title>');
    const second = await ctx().app.inject({ method: 'GET', url });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('draws a monogram for a profile picture', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/media/generated/profile/kowhai-kitchen-catering.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>KK</text>');
  });

  it('gives different seeds different pictures', async () => {
    const a = await ctx().app.inject({ method: 'GET', url: '/api/media/generated/gallery/music-ponsonby-beats-1.svg' });
    const b = await ctx().app.inject({ method: 'GET', url: '/api/media/generated/gallery/music-ponsonby-beats-2.svg' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body).not.toBe(b.body);
  });

  it('answers 304 when the browser already has the picture', async () => {
    const url = '/api/media/generated/service/venue-tukituki-valley-lodge-3.svg';
    const first = await ctx().app.inject({ method: 'GET', url });
    const again = await ctx().app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('rejects an unknown kind or an unsafe name', async () => {
    const kind = await ctx().app.inject({ method: 'GET', url: '/api/media/generated/banner/abc.svg' });
    expect(kind.statusCode).toBe(400);
    const seed = await ctx().app.inject({ method: 'GET', url: '/api/media/generated/profile/ABC_def.svg' });
    expect(seed.statusCode).toBe(400);
    expect(seed.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    const other = await ctx().app.inject({ method: 'GET', url: '/api/media/generated/profile/abc.png' });
    expect(other.statusCode).toBe(404);
  });
});
