import { lookOf, type Art } from './pictures.js';
import { drawShape, groundShadow } from './shapes.js';
import { glow, linear, shade, svgDoc } from './svg.js';

/** The goods of one banner picture. */
export interface BannerArt {
  /** The banner's title: not drawn, it keeps each banner's pick of tints its own. */
  title: string;
  arts: Art[];
}

const goods = (b: BannerArt, places: { x: number; y: number; size: number }[]) =>
  b.arts
    .slice(0, places.length)
    .map((art, i) => ({ art, at: places[b.arts.length === 1 ? places.length - 1 : i]!, i }))
    .map(({ art, at, i }) => groundShadow(at.x + at.size / 2, at.y + at.size - 4, at.size * 0.7) + drawShape(art.shape, lookOf(art, `${b.title}${i}`), at.x, at.y, at.size))
    .join('');

// Banner pictures carry no words: the home page sets the title and caption as real text over them, so
// they stay readable on a phone (issue 18). The goods stand where the text does not.

/** A 1600x600 carousel banner: goods on the right; the left is kept calm for the words set over it. */
export function mainBannerPicture(b: BannerArt): string {
  const p = b.arts[0]!.palette;
  const body =
    `<rect width="1600" height="600" fill="url(#bg)"/>` +
    `<circle cx="1480" cy="40" r="320" fill="#fff" opacity=".06"/><circle cx="1160" cy="640" r="280" fill="#fff" opacity=".06"/>` +
    `<circle cx="1160" cy="290" r="300" fill="url(#light)"/>` +
    goods(b, [
      { x: 870, y: 210, size: 260 },
      { x: 1290, y: 210, size: 260 },
      { x: 960, y: 80, size: 400 },
    ]);
  return svgDoc(1600, 600, linear('bg', p.from, p.to) + glow('light', '#fff', 0.4), body);
}

/** An 800x500 info card: an icon in a round medallion (the card sets its title and caption below). */
export function detailBannerPicture(b: BannerArt): string {
  const p = b.arts[0]!.palette;
  const body =
    `<rect width="800" height="500" fill="#f7f5f0"/>` +
    `<path d="M560 0h240v190C720 120 640 60 560 0z" fill="${p.from}" opacity=".9"/><path d="M0 500V390c80 40 150 80 210 110z" fill="${p.accent}" opacity=".5"/>` +
    `<circle cx="400" cy="250" r="160" fill="${shade(p.from, 0.85)}"/><circle cx="400" cy="250" r="134" fill="url(#bg)"/>` +
    drawShape(b.arts[0]!.shape, lookOf(b.arts[0]!, b.title), 305, 155, 190);
  return svgDoc(800, 500, linear('bg', p.from, p.to), body);
}

/** A 1200x300 advertising strip: goods on the left; the words are set over the rest. */
export function adBannerPicture(b: BannerArt): string {
  const p = b.arts[0]!.palette;
  const body =
    `<rect width="1200" height="300" fill="url(#bg)"/>` +
    `<circle cx="170" cy="150" r="150" fill="url(#light)"/><circle cx="1150" cy="-20" r="180" fill="#fff" opacity=".07"/><circle cx="1060" cy="330" r="120" fill="#fff" opacity=".05"/>` +
    goods(b, [
      { x: 30, y: 80, size: 190 },
      { x: 160, y: 80, size: 190 },
      { x: 70, y: 30, size: 250 },
    ]);
  return svgDoc(1200, 300, linear('bg', p.from, p.to) + glow('light', '#fff', 0.4), body);
}
