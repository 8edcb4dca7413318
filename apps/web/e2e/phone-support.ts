import { expect, type Page } from '@playwright/test';

/**
 * What sticks out sideways on the page, measured in the browser. On a phone (isMobile) Chromium zooms out
 * to show content wider than the screen, so window.innerWidth grows with it: it is reported next to the
 * layout width (documentElement.clientWidth) rather than trusted as the screen's width.
 */
function measureSideways() {
  const root = document.documentElement;
  const width = root.clientWidth;
  /** Rows that scroll sideways on purpose (carousel, store row, wide document tables) may hold more. */
  const inScroller = (el: Element) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const x = getComputedStyle(a).overflowX;
      if (x === 'auto' || x === 'scroll') return true;
    }
    return false;
  };
  const describe = (el: Element) => {
    const r = el.getBoundingClientRect();
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}> "${text}" at ${Math.round(r.left)}..${Math.round(r.right)}`;
  };
  const outside = [...document.body.querySelectorAll('*')]
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && (r.right > width + 1 || r.left < -1);
    })
    .filter((el) => !inScroller(el))
    .slice(0, 5)
    .map(describe);
  return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, outside };
}

/** The page does not scroll sideways and nothing on it runs past the screen's edges. */
export async function expectNoSidewaysOverflow(page: Page) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(measureSideways), { message: `${page.url()} fits ${width}px` })
    .toEqual({ scrollWidth: width, innerWidth: width, outside: [] });
}

/** The header's logo, Book Now, FAQ, cart and account control are all wholly on screen. */
export async function expectHeaderControls(page: Page) {
  const header = page.getByRole('banner').first();
  const controls = [
    header.getByRole('link', { name: 'Jamaica Airports Duty Free & Lounges, home' }),
    header.getByRole('button', { name: 'Book Now' }),
    header.getByRole('link', { name: 'FAQ' }),
    header.getByRole('link', { name: /^Cart, \d+ items$/ }),
    header.getByRole('link', { name: 'Login' }).or(header.getByRole('button', { name: 'Log Out' })),
  ];
  for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 });
}

/** Every phone page: no sideways overflow and the header's main controls on screen. */
export async function expectPhonePage(page: Page) {
  await expectHeaderControls(page);
  await expectNoSidewaysOverflow(page);
}
