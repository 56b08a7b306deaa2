import { describe, expect, it } from 'vitest';
import { parseMeResponse } from './me-response.ts';

const user = {
  id: 7,
  email: 'aroha@example.nz',
  user_role: 'event_organiser',
  status: 'active',
  auth_type: 'email',
  profile: { first_name: 'Aroha', last_name: null, business_name: null, organiser_type: 'individual', phone_number: null },
};

describe('parseMeResponse', () => {
  it('gives the user of a GET /auth/me answer', () => {
    expect(parseMeResponse({ success: true, user }).user).toEqual(user);
  });

  it.each([
    ['no body', null],
    ['not a success', { success: false, user }],
    ['no user', { success: true }],
    ['an id that is not a number', { success: true, user: { ...user, id: '7' } }],
    ['no e-mail', { success: true, user: { ...user, email: undefined } }],
    ['no profile', { success: true, user: { ...user, profile: null } }],
  ])('throws on %s', (_, body) => {
    expect(() => parseMeResponse(body)).toThrow(TypeError);
  });
});
