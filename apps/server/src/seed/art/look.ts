/** The colours one drawing is painted with. */
export interface Look {
  /** The product's own colour: the liquid, the bag, the wrapper, the dial. */
  tint: string;
  /** Caps, foil and metal. */
  accent: string;
  /** The paper label. */
  label: string;
}

/** Draws one item in a 200x200 box, standing on its bottom edge; no ids, so several fit in one picture. */
export type Draw = (look: Look) => string;

/** A glass shine: a pale, soft stripe on the left of a body. */
export const shine = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity=".28"/>`;

/**
 * The crest on a label, centred at (x, y): a ring over a rule, drawn rather than lettered, since letters
 * in a picture are too small to read on a phone and the shop names the product in text beside it.
 */
export const mono = (_l: Look, x: number, y: number, size: number, fill = '#3a2a1a') => {
  const r = size * 0.38;
  const w = size * 0.09;
  return (
    `<circle cx="${x}" cy="${y - size * 0.12}" r="${r}" fill="none" stroke="${fill}" stroke-width="${w}"/>` +
    `<path d="M${x - r * 1.3} ${y + size * 0.5}h${r * 2.6}" stroke="${fill}" stroke-width="${w}" stroke-linecap="round"/>`
  );
};
