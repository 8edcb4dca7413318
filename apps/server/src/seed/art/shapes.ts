import type { Draw, Look } from './look.js';
import { bottle, decanter, glass, liqueur, sauce, spice } from './shapes-drink.js';
import { bag, cake, chocolate, gift, jar, lipstick, mug, perfume, shirt, tin, tote } from './shapes-goods.js';
import { bracelet, chair, necklace, plane, ring, spa, suitcase, watch } from './shapes-luxe.js';

const shapes = {
  bottle, liqueur, decanter, glass, sauce, spice,
  perfume, jar, lipstick, bag, tin, mug, chocolate, cake, gift, shirt, tote,
  watch, ring, necklace, bracelet, chair, plane, suitcase, spa,
} satisfies Record<string, Draw>;

export type Shape = keyof typeof shapes;

/** Every shape there is a drawing of. */
export const shapeNames = Object.keys(shapes) as Shape[];

/** One drawing of the given kind, scaled from its 200x200 box to `size` with its top-left corner at (x, y). */
export function drawShape(shape: Shape, look: Look, x: number, y: number, size: number): string {
  const s = (size / 200).toFixed(3);
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s})">${shapes[shape](look)}</g>`;
}

/** A soft contact shadow under a drawing of the given width, centred at (cx, cy). */
export const groundShadow = (cx: number, cy: number, width: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${(width / 2).toFixed(1)}" ry="${(width / 14).toFixed(1)}" fill="#000" opacity=".22"/>`;
