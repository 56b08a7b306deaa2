import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-link.ts';

const ORIGIN = 'https://providers.hui.example';

describe('notification links', () => {
  it('a path is a route; an address on this origin becomes one; another site opens as a link', () => {
    expect(notificationTarget('/quotes/12', ORIGIN)).toEqual({ kind: 'route', to: '/quotes/12' });
    expect(notificationTarget(`${ORIGIN}/requests/4?x=1`, ORIGIN)).toEqual({ kind: 'route', to: '/requests/4?x=1' });
    expect(notificationTarget('https://hui.example/dashboard', ORIGIN)).toEqual({ kind: 'external', href: 'https://hui.example/dashboard' });
  });

  it('nothing, protocol-relative and script addresses lead nowhere', () => {
    for (const link of [null, '', '//evil.example/x', 'javascript:alert(1)', 'not a url']) expect(notificationTarget(link, ORIGIN), String(link)).toBeNull();
  });
});
