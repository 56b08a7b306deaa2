import { describe, expect, it } from 'vitest';
import { createSupportChat } from './support-chat.ts';

type TCrispWindow = Window & { $crisp?: unknown[][]; CRISP_WEBSITE_ID?: string };

describe('support chat', () => {
  it('does nothing without an id', () => {
    const chat = createSupportChat(undefined);
    chat.load();
    chat.setUserEmail('a@b.nz');
    chat.reset();
    expect(chat.isEnabled).toBe(false);
    expect(document.querySelector('script[src*="crisp"]')).toBeNull();
    expect((window as TCrispWindow).$crisp).toBeUndefined();
  });

  it('with an id: loads the script once, sets the e-mail, resets the session', () => {
    const chat = createSupportChat('site-123');
    chat.load();
    chat.load();
    chat.setUserEmail('kiri@example.nz');
    chat.reset();
    const w = window as TCrispWindow;
    expect(document.querySelectorAll('script[src="https://client.crisp.chat/l.js"]')).toHaveLength(1);
    expect(w.CRISP_WEBSITE_ID).toBe('site-123');
    expect(w.$crisp).toEqual([
      ['set', 'user:email', ['kiri@example.nz']],
      ['do', 'session:reset'],
    ]);
    document.querySelector('script[src="https://client.crisp.chat/l.js"]')?.remove();
    delete w.$crisp;
    delete w.CRISP_WEBSITE_ID;
  });
});
