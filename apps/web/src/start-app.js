// The app's starter on a page whose first view the server drew (docs/decisions/0059): the home page's first
// offer is in the HTML, and this fetches and runs the app once that picture is on the screen, so the
// app's script neither shares the line with the picture nor holds its paint. The server puts this file in
// place of the app's script tag and names the app's script in `data-app`. Plain JavaScript, under 1 KB as sent.
const tag = document.querySelector('script[data-app]');
const hero = document.querySelector('[data-first-view] img');
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

/**
 * After the picture's frame: where the browser reports the largest paint, when it reports the picture;
 * elsewhere, a frame after it has loaded. A tab opened in the background paints nothing: it starts at once.
 */
function afterPaint() {
  if (document.visibilityState !== 'visible') return start();
  const lcp = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!lcp) return requestAnimationFrame(() => setTimeout(start, 0));
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().some((e) => e.element === hero)) {
      observer.disconnect();
      start();
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

if (!hero || (hero.complete && hero.naturalWidth === 0)) start();
else if (hero.complete) afterPaint();
else {
  hero.addEventListener('load', afterPaint, { once: true });
  hero.addEventListener('error', start, { once: true });
}
// A slow picture holds the app back 1.5 s at most.
setTimeout(start, 1500);
