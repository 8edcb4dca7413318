import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Components whose styles live in other components' files (they have no file of their own, or build on a
 * component outside the base set that `src/styles/mantine-base.ts` always loads).
 */
const usesStylesOf: Record<string, string[]> = {
  RangeSlider: ['Slider'],
  Select: ['Combobox'],
  Autocomplete: ['Combobox'],
  MultiSelect: ['Combobox', 'Pill', 'PillsInput'],
  TagsInput: ['Combobox', 'Pill', 'PillsInput'],
  Highlight: ['Mark'],
  TableScrollContainer: ['Table'],
  ColorInput: ['ColorPicker', 'ColorSwatch', 'ColorInput'],
};

const IMPORTS = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;

/**
 * Per-route CSS for Mantine (docs/decisions/0052): every source file that imports components from
 * `@mantine/core` gets those components' `@layer mantine` style files imported beside it, so a route's
 * chunk carries the styles of the components it renders and the first page blocks on the shell's only.
 * The layer keeps the shop's own CSS modules above Mantine's whatever order the chunks load in.
 */
export function mantineStyles(): Plugin {
  const stylesDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/Button.layer.css'));
  const exists = new Map<string, boolean>();
  const hasFile = (name: string) => {
    if (!exists.has(name)) exists.set(name, existsSync(path.join(stylesDir, `${name}.layer.css`)));
    return exists.get(name)!;
  };

  return {
    name: 'shop-mantine-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('@mantine/core')) return null;
      const names = new Set<string>();
      for (const m of code.matchAll(IMPORTS)) {
        if (m[1]) continue;
        for (const spec of (m[2] ?? '').split(',')) {
          const name = spec.trim().split(/\s+as\s+/)[0]?.trim();
          if (!name || name.startsWith('type ')) continue;
          for (const file of usesStylesOf[name] ?? [name]) if (hasFile(file)) names.add(file);
        }
      }
      if (!names.size) return null;
      // On the first line, so the source map's lines stay true.
      const head = [...names].map((n) => `import '@mantine/core/styles/${n}.layer.css';`).join('');
      return { code: head + code, map: null };
    },
  };
}
