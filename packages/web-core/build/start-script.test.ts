// What a prerendered page's start script (prerender.ts, START_SCRIPT) does in the page, run once here
// as the browser runs it: jsdom reports no paint timing, so it starts the app at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { START_SCRIPT } from './prerender.ts';

const nextTask = () => new Promise((done) => setTimeout(done, 0));
let headBefore = 0;

beforeAll(() => {
  const script = document.createElement('script');
  script.dataset.entry = '/assets/index-Aa11.js';
  script.dataset.preload = '/assets/react-Bb22.js /assets/router-Cc33.js /assets/page-Dd44.js';
  script.dataset.evaluate = '/assets/react-Bb22.js /assets/router-Cc33.js';
  script.dataset.evaluateAfter = '/assets/schemas-Ee55.js';
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
  it('adds the module preloads one a task, then runs the chunks to evaluate, the entry and the chunks that import it, each once the one before has run, in a task of its own', async () => {
    const added = () =>
      [...document.head.children].slice(headBefore).map((element) =>
        element instanceof HTMLLinkElement ? `${element.rel} ${element.getAttribute('href')} ${element.crossOrigin}` : `${element.getAttribute('type')} ${element.getAttribute('src')} ${(element as HTMLScriptElement).crossOrigin}`,
      );
    const last = () => document.head.lastElementChild!;
    let said = 0;
    document.addEventListener('hui:chunks-evaluated', () => said++);
    const preloads = ['modulepreload /assets/react-Bb22.js ', 'modulepreload /assets/router-Cc33.js ', 'modulepreload /assets/page-Dd44.js '];
    expect(added()).toEqual(preloads.slice(0, 1));
    await nextTask();
    expect(added()).toEqual(preloads.slice(0, 2));
    await nextTask();
    expect(added()).toEqual(preloads);
    await nextTask();
    // The first chunk to evaluate, as a module script of its own (the one its preload fetched).
    expect(added()).toEqual([...preloads, 'module /assets/react-Bb22.js ']);
    await nextTask();
    expect(added()).toHaveLength(4);
    // Once it has run, the next, in a task of its own.
    last().dispatchEvent(new Event('load'));
    expect(added()).toHaveLength(4);
    await nextTask();
    expect(added()).toEqual([...preloads, 'module /assets/react-Bb22.js ', 'module /assets/router-Cc33.js ']);
    // A chunk that failed to load does not stop the start: the page's module, which imports it too, reports it.
    last().dispatchEvent(new Event('error'));
    await nextTask();
    expect(added().slice(5)).toEqual(['module /assets/index-Aa11.js ']);
    last().dispatchEvent(new Event('load'));
    await nextTask();
    expect(added().slice(6)).toEqual(['module /assets/schemas-Ee55.js ']);
    expect(said).toBe(0);
    expect(document.querySelector('script[data-entry]')!.hasAttribute('data-evaluated')).toBe(false);
    // After the last, it says so, and marks itself for an app that starts later.
    last().dispatchEvent(new Event('load'));
    await nextTask();
    expect(said).toBe(1);
    expect(document.querySelector('script[data-entry]')!.hasAttribute('data-evaluated')).toBe(true);
    expect(added()).toHaveLength(7);
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
