import type { Page } from '@playwright/test';

/** What a page showed, read from its DOM: the headings, alerts and dialogs, and whether the app drew anything. */
function shown() {
  const texts = (selector: string) =>
    [...document.querySelectorAll(selector)]
      .map((e) => (e.getAttribute('aria-label') ?? e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80))
      .filter(Boolean);
  const dialogs = [...document.querySelectorAll('[role=dialog]')].map((d) => {
    const by = d.getAttribute('aria-labelledby');
    return (d.getAttribute('aria-label') ?? (by ? document.getElementById(by)?.textContent : '') ?? '').trim().slice(0, 80);
  });
  return {
    headings: texts('h1, h2'),
    alerts: texts('[role=alert]'),
    dialogs,
    drawn: document.getElementById('root')?.childElementCount ?? 0,
    scale: window.visualViewport?.scale,
    scroll: [window.scrollX, window.scrollY],
  };
}

/**
 * One line saying where a failed test's tab stood: its address and what it showed. CI keeps only a log's last
 * lines, never the screenshots, and `scripts/side-by-side.mjs` repeats these lines at the end with the
 * failures' names, with the page's last errors. A page that does not answer within 5 s is said to.
 */
export async function describeAtFailure(page: Page, errors: string[] = []): Promise<string> {
  const seen = await Promise.race([
    page.evaluate(shown).then(JSON.stringify, (err: unknown) => `(not read: ${String(err).split('\n')[0]})`),
    new Promise<string>((resolve) => setTimeout(() => resolve('(no answer in 5 s)'), 5000)),
  ]);
  return `page at failure: ${page.url()} ${seen}${errors.length ? ` errors: ${errors.join(' | ')}` : ''}`;
}
