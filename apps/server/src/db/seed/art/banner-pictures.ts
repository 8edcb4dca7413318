import { GOLD } from './palettes.js';
import { lookOf, type Art } from './pictures.js';
import { drawShape, groundShadow } from './shapes.js';
import { esc, fit, glow, linear, SANS, shade, svgDoc, textLines, wrap } from './svg.js';

/** The words and goods of one banner picture. */
export interface BannerArt {
  title: string;
  caption: string;
  eyebrow?: string;
  /** The button text; none on info cards. */
  cta?: string;
  /** Whose name goes on the labels of the goods drawn. */
  brand: string;
  arts: Art[];
}

const pillWidth = (text: string, size: number) => Math.round(text.length * size * 0.66 + size * 2.4);

const pill = (x: number, y: number, text: string, size: number, fill: string, ink: string) => {
  const w = pillWidth(text, size);
  const h = Math.round(size * 2.3);
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>` +
    `<text x="${x + w / 2}" y="${y + h / 2 + size * 0.36}" font-family="${esc(SANS)}" font-size="${size}" font-weight="700" fill="${ink}" text-anchor="middle" letter-spacing="1">${esc(text)}</text>`
  );
};

const goods = (b: BannerArt, places: { x: number; y: number; size: number }[]) =>
  b.arts
    .slice(0, places.length)
    .map((art, i) => ({ art, at: places[b.arts.length === 1 ? places.length - 1 : i]!, i }))
    .map(({ art, at, i }) => groundShadow(at.x + at.size / 2, at.y + at.size - 4, at.size * 0.7) + drawShape(art.shape, lookOf(art, b.brand, `${b.title}${i}`), at.x, at.y, at.size))
    .join('');

/** A 1600x600 carousel banner: headline, caption and button on the left, goods on the right. */
export function mainBannerPicture(b: BannerArt): string {
  const p = b.arts[0]!.palette;
  const title = fit(b.title, 760, 78, 50, 2);
  const caption = wrap(b.caption, 740, 30, 3, 'regular');
  // Lay the text out from an eyebrow baseline at 0, then centre the whole block vertically.
  const titleY = 26 + Math.round(title.size * 0.9);
  const captionY = titleY + (title.lines.length - 1) * Math.round(title.size * 1.08) + 60;
  const pillY = captionY + (caption.length - 1) * 40 + 34;
  const top = Math.round((600 - (pillY + 55 + 18)) / 2) + 18;
  const body =
    `<rect width="1600" height="600" fill="url(#bg)"/>` +
    `<circle cx="1480" cy="40" r="320" fill="#fff" opacity=".06"/><circle cx="1160" cy="640" r="280" fill="#fff" opacity=".06"/>` +
    `<circle cx="1160" cy="290" r="300" fill="url(#light)"/>` +
    goods(b, [
      { x: 870, y: 210, size: 260 },
      { x: 1290, y: 210, size: 260 },
      { x: 960, y: 80, size: 400 },
    ]) +
    textLines(wrap((b.eyebrow ?? '').toUpperCase(), 740, 22, 1, 'caps', 4), { x: 100, y: top, size: 22, fill: GOLD, spacing: 4 }) +
    textLines(title.lines, { x: 100, y: top + titleY, size: title.size, fill: p.text, leading: 1.08 }) +
    textLines(caption, { x: 100, y: top + captionY, size: 30, weight: 400, fill: p.text, opacity: 0.9, leading: 1.33 }) +
    (b.cta ? pill(100, top + pillY, b.cta, 24, GOLD, '#1f2933') : '');
  return svgDoc(1600, 600, linear('bg', p.from, p.to) + glow('light', '#fff', 0.4), body);
}

/** An 800x500 info card: an icon in a round medallion, a title and a short caption. */
export function detailBannerPicture(b: BannerArt): string {
  const p = b.arts[0]!.palette;
  const title = fit(b.title, 700, 44, 30, 2);
  const lead = Math.round(title.size * 1.12);
  const titleBottom = 340 + (title.lines.length - 1) * lead;
  const body =
    `<rect width="800" height="500" fill="#f7f5f0"/>` +
    `<path d="M560 0h240v190C720 120 640 60 560 0z" fill="${p.from}" opacity=".9"/><path d="M0 500V390c80 40 150 80 210 110z" fill="${p.accent}" opacity=".5"/>` +
    `<circle cx="400" cy="170" r="118" fill="${shade(p.from, 0.85)}"/><circle cx="400" cy="170" r="98" fill="url(#bg)"/>` +
    drawShape(b.arts[0]!.shape, lookOf(b.arts[0]!, b.brand, b.title), 330, 98, 140) +
    textLines(title.lines, { x: 400, y: 340, size: title.size, fill: '#1f2933', anchor: 'middle', leading: 1.12 }) +
    textLines(wrap(b.caption, 660, 24, 2, 'regular'), { x: 400, y: titleBottom + 46, size: 24, weight: 400, fill: '#4b5563', anchor: 'middle', leading: 1.35 });
  return svgDoc(800, 500, linear('bg', p.from, p.to), body);
}

/** A 1200x300 advertising strip: goods on the left, then eyebrow, headline and caption; a button if it has one. */
export function adBannerPicture(b: BannerArt): string {
  const p = b.arts[0]!.palette;
  const width = b.cta ? 540 : 700;
  const title = fit(b.title, width, 44, 30, 2);
  const caption = wrap(b.caption, width, 22, 2, 'regular');
  // Laid out from an eyebrow baseline at 0, then centred vertically.
  const titleY = 12 + Math.round(title.size * 0.95);
  const captionY = titleY + (title.lines.length - 1) * Math.round(title.size * 1.1) + 38;
  const end = caption.length ? captionY + (caption.length - 1) * 30 + 6 : titleY + 10;
  const top = Math.round((300 - (end + 14)) / 2) + 14;
  const body =
    `<rect width="1200" height="300" fill="url(#bg)"/>` +
    `<circle cx="170" cy="150" r="150" fill="url(#light)"/><circle cx="1150" cy="-20" r="180" fill="#fff" opacity=".07"/><circle cx="1060" cy="330" r="120" fill="#fff" opacity=".05"/>` +
    goods(b, [
      { x: 30, y: 80, size: 190 },
      { x: 160, y: 80, size: 190 },
      { x: 70, y: 30, size: 250 },
    ]) +
    textLines(wrap((b.eyebrow ?? '').toUpperCase(), width, 16, 1, 'caps', 3), { x: 380, y: top, size: 16, fill: p.text, opacity: 0.8, spacing: 3 }) +
    textLines(title.lines, { x: 380, y: top + titleY, size: title.size, fill: p.text, leading: 1.1 }) +
    textLines(caption, { x: 380, y: top + captionY, size: 22, weight: 400, fill: p.text, opacity: 0.9, leading: 1.35 }) +
    (b.cta ? pill(1150 - pillWidth(b.cta, 22), 124, b.cta, 22, GOLD, '#1f2933') : '');
  return svgDoc(1200, 300, linear('bg', p.from, p.to) + glow('light', '#fff', 0.4), body);
}
