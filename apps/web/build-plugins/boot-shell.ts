import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minify, type Plugin } from 'vite';

const BOOT_CSS = path.resolve(import.meta.dirname, '../src/styles/boot.css');
/** The app's starter on a page with a first view (docs/decisions/0059, 0061), minified as it is emitted. */
const START_APP = 'src/start-app.js';
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * The boot shell is painted by the HTML alone (docs/decisions/0054, 0057): its few rules are inlined in the
 * head, and the app's style sheets are linked at the end of the body. Linked in the head, they held the
 * first paint back until they had arrived; at the end of the body the header row above them is painted
 * first, and the scripts, which wait for the style sheets before them, still run with every style in place.
 */
export function bootShell(): Plugin {
  let building = false;
  return {
    name: 'shop-boot-shell',
    // A hashed file named in the manifest under its source path, so the server finds it and browsers keep it.
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const { code: source, errors } = await minify('start-app.js', readFileSync(path.resolve(import.meta.dirname, '..', START_APP), 'utf8'), { compress: true, mangle: true });
      if (errors.length) this.error(`start-app.js: ${errors.map((e) => e.message).join('; ')}`);
      this.emitFile({ type: 'asset', name: 'start-app.js', originalFileName: START_APP, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const css = readFileSync(BOOT_CSS, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{}:;,])\s*/g, '$1')
          .trim();
        const links = html.match(STYLESHEET) ?? [];
        return html
          .replace(STYLESHEET, '')
          .replace('</head>', `  <style>${css}</style>\n  </head>`)
          .replace('</body>', `${links.map((l) => `  ${l.trim()}`).join('\n')}\n  </body>`);
      },
    },
  };
}
