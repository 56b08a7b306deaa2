import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';

// The accessibility check every spec relies on fails when it should: on a page of its own, with no
// server, a picture without a text alternative and a nameless button are serious findings.

const PAGE = `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>
  <section id="good"><h1>Fine</h1><p>Readable text.</p></section>
  <section id="bad"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></section>
</main></body></html>`;

test('the accessibility check fails on serious findings, names them, and stays within its selector', async ({ page }) => {
  await page.setContent(PAGE);
  await expectNoSeriousA11yViolations(page, '#good');
  const failure = await expectNoSeriousA11yViolations(page).then(() => null, (error: Error) => error.message);
  expect(failure).toContain('critical image-alt');
  expect(failure).toContain('critical button-name');
  expect(failure).toContain('image-alt: Images must have alternative text\n  img');

  // The same document changed after a check: the next check reads it as it is now.
  await page.evaluate(() => {
    document.querySelector('img')!.alt = 'A dot';
    document.querySelector('button')!.textContent = 'Go';
  });
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.querySelector('#good')!.append(document.createElement('button')));
  await expect(expectNoSeriousA11yViolations(page, '#good')).rejects.toThrow(/button-name/);
});
