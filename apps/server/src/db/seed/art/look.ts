import { esc, SERIF } from './svg.js';

/** The colours and label text one drawing is painted with. */
export interface Look {
  /** The product's own colour: the liquid, the bag, the wrapper, the dial. */
  tint: string;
  /** Caps, foil and metal. */
  accent: string;
  /** The paper label. */
  label: string;
  /** Two or three letters printed on the label. */
  mono: string;
}

/** Draws one item in a 200x200 box, standing on its bottom edge; no ids, so several fit in one picture. */
export type Draw = (look: Look) => string;

/** A glass shine: a pale, soft stripe on the left of a body. */
export const shine = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity=".28"/>`;

/** The monogram on a label, centred at (x, y). */
export const mono = (l: Look, x: number, y: number, size: number, fill = '#3a2a1a') =>
  `<text x="${x}" y="${y + size * 0.35}" font-family="${esc(SERIF)}" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle" letter-spacing="1">${esc(l.mono)}</text>`;
