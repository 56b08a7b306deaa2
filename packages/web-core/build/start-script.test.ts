// What a prerendered page's start script (prerender.ts, START_SCRIPT) does in the page, run once here
// as the browser runs it: jsdom reports no paint timing, so it starts the app at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { START_SCRIPT } from './prerender.ts';

const nextTask = () => new Promise((done) => setTimeout(done, 0));
let headBefore = 0;

beforeAll(() => {
  const script = document.createElement('script');
  script.dataset.entry = '/assets/index-Aa11.js';
  script.dataset.preload = '/assets/react-Bb22.js /assets/router-Cc33.js';
  document.body.append(script);
  headBefore = document.head.children.length;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(START_SCRIPT)();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
});

/** A sign-in form with its button, as a prerendered page holds it; `handled` says whether the app's handler takes the submit. */
const signInForm = (handled: { isHandled: boolean }) => {
  const form = document.createElement('form');
  const button = document.createElement('button');
  button.type = 'submit';
  form.append(button);
  form.addEventListener('submit', (event) => {
    if (handled.isHandled) event.preventDefault();
  });
  document.body.append(form);
  let clicks = 0;
  button.addEventListener('click', () => clicks++);
  const submit = () => {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(event);
    return event;
  };
  return { button, submit, clicks: () => clicks };
};

describe('the start script', () => {
  it('adds the module preloads one a task, then the entry: all at once they were one long task on a phone', async () => {
    const added = () =>
      [...document.head.children].slice(headBefore).map((element) =>
        element instanceof HTMLLinkElement ? `${element.rel} ${element.getAttribute('href')} ${element.crossOrigin}` : `${element.getAttribute('type')} ${element.getAttribute('src')} ${(element as HTMLScriptElement).crossOrigin}`,
      );
    expect(added()).toEqual(['modulepreload /assets/react-Bb22.js ']);
    await nextTask();
    expect(added()).toEqual(['modulepreload /assets/react-Bb22.js ', 'modulepreload /assets/router-Cc33.js ']);
    await nextTask();
    expect(added()).toEqual(['modulepreload /assets/react-Bb22.js ', 'modulepreload /assets/router-Cc33.js ', 'module /assets/index-Aa11.js ']);
    await nextTask();
    expect(added()).toHaveLength(3);
  });

  it('while the app hydrates, stops a submit no handler took (a GET with the password in the address) and presses its button again once the app has started', () => {
    document.dispatchEvent(new Event('hui:app-starting'));
    const handled = { isHandled: false };
    const form = signInForm(handled);
    expect(form.submit().defaultPrevented).toBe(true);
    expect(form.clicks()).toBe(0);
    handled.isHandled = true;
    document.dispatchEvent(new Event('hui:app-started'));
    expect(form.clicks()).toBe(1);
  });

  it('leaves a submit the app handled alone and presses nothing again for it', () => {
    const form = signInForm({ isHandled: true });
    expect(form.submit().defaultPrevented).toBe(true);
    document.dispatchEvent(new Event('hui:app-started'));
    expect(form.clicks()).toBe(0);
  });

  it('once started, still stops a submit nobody handled, and lets a form with an action of its own go', () => {
    const unhandled = signInForm({ isHandled: false });
    expect(unhandled.submit().defaultPrevented).toBe(true);
    document.dispatchEvent(new Event('hui:app-started'));
    expect(unhandled.clicks()).toBe(0);
    const own = document.createElement('form');
    own.setAttribute('action', 'https://accounts.example/continue');
    document.body.append(own);
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    own.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
