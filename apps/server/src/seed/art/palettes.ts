import paletteFile from './palettes.json' with { type: 'json' };

/** Colours of one family of pictures: background gradient, product colours and trim. */
export interface Palette {
  from: string;
  to: string;
  /** Text drawn straight on the gradient. */
  text: string;
  /** Brand names on the white band of a product picture. */
  ink: string;
  /** Product colours; a product without its own tint takes one of these by its reference. */
  tints: string[];
  accent: string;
  label: string;
}

/**
 * The palettes, from palettes.json. Deep Caribbean teal and warm gold (#f2b632, the shop's buttons and highlights)
 * are the shop's own; each category adds one colour of its own.
 */
export const palettes: Record<keyof typeof paletteFile, Palette> = paletteFile;

export type PaletteName = keyof typeof palettes;

/** A stable pick from a list, so a product keeps its colour from one seed to the next. */
export function pick<T>(list: readonly T[], key: string): T {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return list[h % list.length]!;
}
