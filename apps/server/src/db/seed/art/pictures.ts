import type { Look } from './look.js';
import { GOLD, pick, type Palette } from './palettes.js';
import { drawShape, groundShadow, type Shape } from './shapes.js';
import { fit, glow, linear, SANS, SERIF, shade, svgDoc, textLines, wrap } from './svg.js';

/** What one item looks like in a picture. */
export interface Art {
  shape: Shape;
  palette: Palette;
  /** Overrides the palette's pick of a product colour. */
  tint?: string;
}

/** Short brand initials for a label: a short name whole, otherwise the first letters of its words. */
export function monogram(brand: string): string {
  const words = brand.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 1 && words[0]!.length <= 4) return words[0]!.toUpperCase();
  return words.slice(0, 3).map((w) => w[0]!.toUpperCase()).join('');
}

/** The colours one item is painted in; `key` makes the pick of tint stable per item. */
export const lookOf = (art: Art, brand: string, key: string): Look => ({
  tint: art.tint ?? pick(art.palette.tints, key),
  accent: art.palette.accent,
  label: art.palette.label,
  mono: monogram(brand),
});

const backdrop = (w: number, h: number, p: Palette) =>
  `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
  `<circle cx="${w * 0.86}" cy="${h * 0.12}" r="${h * 0.45}" fill="#fff" opacity=".07"/>` +
  `<circle cx="${w * 0.08}" cy="${h * 0.95}" r="${h * 0.3}" fill="${p.accent}" opacity=".10"/>`;

const bgDefs = (p: Palette) => linear('bg', p.from, p.to) + glow('light', '#fff', 0.45);

/** A 600x600 product picture: the item on its colour, with brand and name on a white band. */
export function productPicture(o: { name: string; brand: string; key: string; art: Art }): string {
  const p = o.art.palette;
  const name = fit(o.name, 540, 38, 26, 2);
  const brand = wrap(o.brand.toUpperCase(), 540, 22, 1, 'caps', 3);
  const body =
    backdrop(600, 600, p) +
    `<circle cx="300" cy="220" r="230" fill="url(#light)"/>` +
    groundShadow(300, 366, 230) +
    drawShape(o.art.shape, lookOf(o.art, o.brand, o.key), 140, 50, 320) +
    `<rect y="400" width="600" height="200" fill="#fff"/><rect y="400" width="600" height="6" fill="${p.accent}"/>` +
    textLines(brand, { x: 30, y: 452, size: 22, fill: p.ink, spacing: 3 }) +
    textLines(name.lines, { x: 30, y: name.lines.length > 1 ? 504 : 518, size: name.size, fill: '#1f2933', leading: 1.2 });
  return svgDoc(600, 600, bgDefs(p), body);
}

/** A 600x400 category picture: its name on the left, a typical item on the right. */
export function categoryPicture(o: { name: string; eyebrow: string; art: Art }): string {
  const p = o.art.palette;
  const name = fit(o.name, 280, 50, 30, 3);
  const lead = Math.round(name.size * 1.12);
  // Centre the block from the eyebrow's cap height to the bottom of the rule under the name.
  const height = 13 + 14 + name.size * 0.75 + (name.lines.length - 1) * lead + 29;
  const top = Math.round(210 - height / 2 + 27 + name.size * 0.75);
  const last = top + (name.lines.length - 1) * lead;
  const body =
    backdrop(600, 400, p) +
    `<circle cx="455" cy="210" r="170" fill="url(#light)"/>` +
    groundShadow(455, 342, 190) +
    drawShape(o.art.shape, { ...lookOf(o.art, o.name, o.name), tint: o.art.tint ?? p.tints[0]! }, 325, 82, 260) +
    textLines(wrap(o.eyebrow.toUpperCase(), 300, 13, 1, 'caps', 2), { x: 40, y: top - name.size * 0.75 - 14, size: 13, fill: p.text, opacity: 0.85, spacing: 2 }) +
    textLines(name.lines, { x: 40, y: top, size: name.size, fill: p.text, leading: 1.12 }) +
    `<rect x="40" y="${last + 24}" width="64" height="5" rx="2.5" fill="${p.accent}"/>`;
  return svgDoc(600, 400, bgDefs(p), body);
}

/** An 800x400 store picture: name and description with three of its goods. */
export function vendorPicture(o: { name: string; description: string; eyebrow: string; arts: Art[] }): string {
  const p = o.arts[0]!.palette;
  const name = fit(o.name, 400, 52, 34, 2);
  const nameBottom = 150 + (name.lines.length - 1) * Math.round(name.size * 1.1);
  // The biggest item comes last, so that it stands in front of the other two.
  const places = [
    { x: 430, y: 160, size: 160 },
    { x: 640, y: 160, size: 160 },
    { x: 515, y: 90, size: 230 },
  ];
  const goods = o.arts.slice(0, 3).map((art, i) => {
    const at = places[o.arts.length === 1 ? 2 : i]!;
    return groundShadow(at.x + at.size / 2, at.y + at.size - 4, at.size * 0.7) + drawShape(art.shape, lookOf(art, o.name, `${o.name}${i}`), at.x, at.y, at.size);
  });
  const body =
    backdrop(800, 400, p) +
    `<circle cx="620" cy="230" r="200" fill="url(#light)"/>` +
    goods.join('') +
    textLines(wrap(o.eyebrow.toUpperCase(), 400, 13, 1, 'caps', 2), { x: 44, y: 86, size: 13, fill: GOLD, spacing: 2 }) +
    textLines(name.lines, { x: 44, y: 150, size: name.size, fill: p.text, family: SERIF, leading: 1.1 }) +
    `<rect x="44" y="${nameBottom + 24}" width="72" height="5" rx="2.5" fill="${p.accent}"/>` +
    textLines(wrap(o.description, 390, 19, 3, 'regular'), { x: 44, y: nameBottom + 68, size: 19, weight: 400, fill: p.text, opacity: 0.88, leading: 1.4 });
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
