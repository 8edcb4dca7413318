export const SANS = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";
export const SERIF = "Georgia, 'Times New Roman', 'DejaVu Serif', serif";

// Average advance of a glyph in em, a little above Arial's and Helvetica Neue's so that a wider
// fallback font still fits.
const EM = { bold: 0.56, regular: 0.52, caps: 0.7 };

/** How a line of text is set, for estimating its width. */
export type TextStyle = keyof typeof EM;

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** XML-escapes text for SVG content and attribute values. */
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const mix = (c: number) => Math.round(c + (target - c) * a);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const widthOf = (text: string, size: number, style: TextStyle, spacing: number) => text.length * (size * EM[style] + spacing);

/** Splits text into at most maxLines lines that fit width; a cut last line ends with an ellipsis. */
export function wrap(text: string, width: number, size: number, maxLines: number, style: TextStyle = 'bold', spacing = 0): string[] {
  const fits = (t: string) => widthOf(t, size, style, spacing) <= width;
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const [i, word] of words.entries()) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next) || !line) {
      line = next;
    } else if (lines.length === maxLines - 1) {
      // No line left: the rest goes on the last line, cut with an ellipsis.
      line = `${line} ${words.slice(i).join(' ')}`;
      break;
    } else {
      lines.push(clip(line, width, size, style, spacing));
      line = word;
    }
  }
  if (line) lines.push(clip(line, width, size, style, spacing));
  return lines;
}

function clip(text: string, width: number, size: number, style: TextStyle, spacing: number): string {
  if (widthOf(text, size, style, spacing) <= width) return text;
  let cut = text;
  while (cut.length > 1 && widthOf(`${cut}…`, size, style, spacing) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * The font size and lines at which the text fits in at most maxLines lines without cutting. Fewer
 * lines win while the size stays above four fifths of max; below that, the largest size that fits.
 */
export function fit(text: string, width: number, max: number, min: number, maxLines: number, style: TextStyle = 'bold') {
  const fits = (lines: string[]) => !lines.some((l) => l.endsWith('…'));
  for (let count = 1; count <= maxLines; count++) {
    for (let size = max; size >= max * 0.8; size -= 2) {
      const lines = wrap(text, width, size, count, style);
      if (fits(lines)) return { size, lines };
    }
  }
  for (let size = Math.floor(max * 0.8); size > min; size -= 2) {
    const lines = wrap(text, width, size, maxLines, style);
    if (fits(lines)) return { size, lines };
  }
  return { size: min, lines: wrap(text, width, min, maxLines, style) };
}

export interface TextOpts {
  x: number;
  /** Baseline of the first line. */
  y: number;
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  family?: string;
  leading?: number;
  spacing?: number;
  opacity?: number;
}

/** Lines of text as one <text> element with a <tspan> per line. */
export function textLines(lines: string[], o: TextOpts): string {
  const lead = o.leading ?? 1.18;
  const spans = lines
    .map((l, i) => `<tspan x="${o.x}" dy="${i === 0 ? 0 : Math.round(o.size * lead)}">${esc(l)}</tspan>`)
    .join('');
  const extra = [
    o.spacing ? ` letter-spacing="${o.spacing}"` : '',
    o.opacity !== undefined ? ` opacity="${o.opacity}"` : '',
  ].join('');
  return `<text x="${o.x}" y="${o.y}" font-family="${esc(o.family ?? SANS)}" font-size="${o.size}" font-weight="${o.weight ?? 700}" fill="${o.fill}" text-anchor="${o.anchor ?? 'start'}"${extra}>${spans}</text>`;
}

/** A diagonal linear gradient from one colour to another. */
export const linear = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A soft round light that fades out to its edge. */
export const glow = (id: string, colour: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** A complete SVG document of the given size. */
export const svgDoc = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>\n`;
