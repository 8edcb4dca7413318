import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const BOOT_CSS = path.resolve(import.meta.dirname, '../src/styles/boot.css');
const STYLESHEET = /<link rel="stylesheet"([^>]*)>/g;

/**
 * The boot shell is painted by the HTML alone (docs/decisions/0054, 0057): its few rules are inlined in the
 * head, and the app's style sheets are only preloaded there (`data-app-style`): `main.tsx` applies them
 * (lib/app-styles.ts) and draws once they have loaded. A linked style sheet would hold the first paint
 * back until it had arrived.
 */
export function bootShell(): Plugin {
  return {
    name: 'shop-boot-shell',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const css = readFileSync(BOOT_CSS, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{}:;,])\s*/g, '$1')
          .trim();
        return html
          .replace(STYLESHEET, '<link rel="preload" as="style"$1 data-app-style>')
          .replace('</head>', `  <style>${css}</style>\n  </head>`);
      },
    },
  };
}
