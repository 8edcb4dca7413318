// The app's starter on a page with a first view, which shows before the app's script has arrived: the home
// page's first offer, drawn by the server (docs/decisions/0059), or, on a page whose state the browser holds,
// the view the visitor left it with, which the app kept in session storage (0061) and this draws. It fetches
// and runs the app once that view is on the screen, so the app's script neither shares the line with the
// view's pictures nor holds their paint. The server puts this file in place of the app's script tag and
// names the app's script in `data-app`. Plain JavaScript, about 1 KB as sent.
const tag = document.querySelector('script[data-app]');
let started = false;

function start() {
  if (started || !tag) return;
  started = true;
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = 'anonymous';
  app.src = tag.dataset.app;
  document.head.append(app);
}

/** The view the app kept of this very page (the same history entry, drawn by the same build), taken once. */
function keptView() {
  try {
    const raw = sessionStorage.getItem('kept-view'); // KEPT_VIEW_KEY, @shop/contracts/kept-view
    sessionStorage.removeItem('kept-view');
    const kept = raw ? JSON.parse(raw) : null;
    const same = kept && kept.path === location.pathname && kept.key === history.state?.key && kept.app === tag?.dataset.app;
    return same ? kept : null;
  } catch {
    return null;
  }
}

/**
 * Draws a kept view in place of the header row index.html painted: its pictures are fetched at once, and
 * the style sheets it was drawn with (most of them preloaded by the head) are applied before it shows, with
 * the theme's colour scheme. Its frame is a picture of the page until the app runs: inert, and busy to
 * assistive technology.
 */
async function drawKept({ html, sheets, scheme }) {
  const parsed = document.createElement('template');
  parsed.innerHTML = html;
  const view = parsed.content.querySelector('[data-page-frame]');
  if (!view || !Array.isArray(sheets)) return null;
  for (const img of view.querySelectorAll('img:not([loading="lazy"])')) {
    const hint = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: img.getAttribute('src') ?? '' });
    hint.fetchPriority = img.getAttribute('fetchpriority') ?? 'auto';
    document.head.append(hint);
  }
  const applied = new Set([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname));
  const loads = sheets
    .filter((href) => !applied.has(href))
    .map(
      (href) =>
        new Promise((done) => {
          const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, crossOrigin: 'anonymous' });
          link.addEventListener('load', () => done(true), { once: true });
          link.addEventListener('error', () => done(false), { once: true });
          document.head.append(link);
        }),
    );
  // The view is drawn only while the app has not run (APP_RAN_ATTRIBUTE, @shop/contracts/kept-view): on a
  // slow line the app may be fetched before the view's style sheets arrive, but it must not be drawn over.
  if ((await Promise.all(loads)).includes(false) || document.documentElement.hasAttribute('data-app-ran')) return null;
  view.setAttribute('inert', '');
  view.setAttribute('aria-busy', 'true');
  view.setAttribute('data-kept-view', '');
  if (scheme) document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  document.getElementById('root')?.replaceChildren(parsed.content);
  return view;
}

/** Whether any part of the element is within the window. */
const inSight = (el) => {
  const r = el.getBoundingClientRect();
  return Math.min(r.right, innerWidth) > Math.max(r.left, 0) && Math.min(r.bottom, innerHeight) > Math.max(r.top, 0);
};

/**
 * Starts the app once the view is painted: every picture in sight has loaded (or failed), then two frames, the
 * first of which paints them. The browser's largest-paint report is not waited for: it never names a picture
 * it judges too plain to count (a small SVG stretched across a desktop's banner, the demo's), and the app
 * would then wait out the 1.5 s limit on every visit (docs/decisions/0191).
 */
function startAfterPaint(view) {
  if (document.visibilityState !== 'visible') return start();
  const pictures = [...view.querySelectorAll('img')].filter((img) => img.loading !== 'lazy' && inSight(img));
  const check = () => {
    if (pictures.every((img) => img.complete)) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  };
  for (const img of pictures) {
    img.addEventListener('load', check, { once: true });
    img.addEventListener('error', check, { once: true });
  }
  check();
}

async function main() {
  const drawn = document.querySelector('[data-first-view]');
  const kept = drawn ? null : keptView();
  const view = drawn ?? (kept ? await drawKept(kept) : null);
  if (view) startAfterPaint(view);
  else start();
}

void main().catch(start);
// A slow picture or style sheet holds the app back 1.5 s at most.
setTimeout(start, 1500);
