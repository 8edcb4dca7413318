import type { Look } from './look.js';
import { pick, type Palette } from './palettes.js';
import { drawShape, groundShadow, type Shape } from './shapes.js';
import { fit, glow, linear, SANS, shade, svgDoc, textLines } from './svg.js';

/** What one item looks like in a picture. */
export interface Art {
  shape: Shape;
  palette: Palette;
  /** Overrides the palette's pick of a product colour. */
  tint?: string;
}

/** The colours one item is painted in; `key` makes the pick of tint stable per item. */
export const lookOf = (art: Art, key: string): Look => ({
  tint: art.tint ?? pick(art.palette.tints, key),
  accent: art.palette.accent,
  label: art.palette.label,
});

const backdrop = (w: number, h: number, p: Palette) =>
  `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
  `<circle cx="${w * 0.86}" cy="${h * 0.12}" r="${h * 0.45}" fill="#fff" opacity=".07"/>` +
  `<circle cx="${w * 0.08}" cy="${h * 0.95}" r="${h * 0.3}" fill="${p.accent}" opacity=".10"/>`;

const bgDefs = (p: Palette) => linear('bg', p.from, p.to) + glow('light', '#fff', 0.45);

// Pictures carry no words: the shop shows names and descriptions as real text beside them, readable at any
// screen size and never twice (issue 18).

/** A 600x600 product picture: the item on its colour. */
export function productPicture(o: { key: string; art: Art }): string {
  const p = o.art.palette;
  const body =
    backdrop(600, 600, p) +
    `<circle cx="300" cy="290" r="250" fill="url(#light)"/>` +
    groundShadow(300, 496, 260) +
    drawShape(o.art.shape, lookOf(o.art, o.key), 120, 130, 360);
  return svgDoc(600, 600, bgDefs(p), body);
}

/** A 600x400 category picture: a typical item on the category's colour. */
export function categoryPicture(o: { name: string; art: Art }): string {
  const p = o.art.palette;
  const body =
    backdrop(600, 400, p) +
    `<circle cx="300" cy="200" r="180" fill="url(#light)"/>` +
    groundShadow(300, 342, 200) +
    drawShape(o.art.shape, { ...lookOf(o.art, o.name), tint: o.art.tint ?? p.tints[0]! }, 165, 72, 270);
  return svgDoc(600, 400, bgDefs(p), body);
}

/** An 800x400 store picture: three of its goods. */
export function vendorPicture(o: { name: string; arts: Art[] }): string {
  const p = o.arts[0]!.palette;
  // The biggest item comes last, so that it stands in front of the other two.
  const places = [
    { x: 170, y: 150, size: 180 },
    { x: 450, y: 150, size: 180 },
    { x: 280, y: 70, size: 250 },
  ];
  const goods = o.arts.slice(0, 3).map((art, i) => {
    const at = places[o.arts.length === 1 ? 2 : i]!;
    return groundShadow(at.x + at.size / 2, at.y + at.size - 4, at.size * 0.7) + drawShape(art.shape, lookOf(art, `${o.name}${i}`), at.x, at.y, at.size);
  });
  const body = backdrop(800, 400, p) + `<circle cx="400" cy="220" r="210" fill="url(#light)"/>` + goods.join('');
  return svgDoc(800, 400, bgDefs(p), body);
}

/** A 160x160 round badge with a scalloped edge. */
export function stickerPicture(o: { text: string; colour: string }): string {
  const points = Array.from({ length: 48 }, (_, i) => {
    const a = (i * Math.PI) / 24;
    const r = i % 2 ? 72 : 79;
    return `${(80 + Math.sin(a) * r).toFixed(1)},${(80 - Math.cos(a) * r).toFixed(1)}`;
  }).join(' ');
  const label = fit(o.text.toUpperCase(), 104, 28, 14, 2, 'caps');
  const lead = Math.round(label.size * 1.08);
  const top = 80 + label.size * 0.36 - ((label.lines.length - 1) * lead) / 2;
  const body =
    `<polygon points="${points}" fill="${o.colour}"/>` +
    `<circle cx="80" cy="80" r="63" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 3" opacity=".8"/>` +
    `<circle cx="80" cy="80" r="57" fill="${shade(o.colour, -0.12)}"/>` +
    textLines(label.lines, { x: 80, y: top, size: label.size, fill: '#fff', anchor: 'middle', leading: 1.08, family: SANS, weight: 800 });
  return svgDoc(160, 160, '', body);
}
