import { shade } from './svg.js';
import type { Draw } from './look.js';

const ticks = (cx: number, cy: number, r1: number, r2: number, colour: string) =>
  Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const [s, c] = [Math.sin(a), Math.cos(a)];
    const f = (n: number) => n.toFixed(1);
    return `<line x1="${f(cx + s * r1)}" y1="${f(cy - c * r1)}" x2="${f(cx + s * r2)}" y2="${f(cy - c * r2)}" stroke="${colour}" stroke-width="${i % 3 ? 2 : 4}"/>`;
  }).join('');

/** A wristwatch: strap, case, dial with hour marks and hands. */
export const watch: Draw = (l) =>
  `<rect x="74" y="0" width="52" height="200" rx="10" fill="${shade(l.tint, -0.35)}"/>` +
  [18, 36, 164, 182].map((y) => `<rect x="78" y="${y}" width="44" height="3" fill="${shade(l.tint, -0.5)}"/>`).join('') +
  `<rect x="156" y="92" width="14" height="16" rx="3" fill="${l.accent}"/>` +
  `<circle cx="100" cy="100" r="62" fill="${l.accent}"/><circle cx="100" cy="100" r="54" fill="${shade(l.accent, -0.25)}"/>` +
  `<circle cx="100" cy="100" r="50" fill="${l.tint}"/>` +
  ticks(100, 100, 42, 48, l.label) +
  `<path d="M100 100L100 64M100 100l26 14" stroke="${l.label}" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M100 108V58" stroke="${l.accent}" stroke-width="2"/><circle cx="100" cy="100" r="5" fill="${l.accent}"/>`;

/** A ring with a cut stone. */
export const ring: Draw = (l) =>
  `<circle cx="100" cy="136" r="52" fill="none" stroke="${l.accent}" stroke-width="14"/>` +
  `<circle cx="100" cy="136" r="52" fill="none" stroke="#fff" stroke-width="3" opacity=".4" stroke-dasharray="60 280"/>` +
  `<path d="M84 84h32l-4 8H88z" fill="${shade(l.accent, -0.2)}"/>` +
  `<path d="M72 54l14-18h28l14 18-28 34z" fill="${l.tint}"/>` +
  `<path d="M72 54h56M86 36l-4 18 18 34 18-34-4-18M100 36v18" fill="none" stroke="#fff" stroke-width="1.5" opacity=".7"/>`;

/** A fine chain with a drop pendant. */
export const necklace: Draw = (l) =>
  `<path d="M30 20c0 90 40 128 70 128s70-38 70-128" fill="none" stroke="${l.accent}" stroke-width="4" stroke-dasharray="7 3"/>` +
  `<circle cx="100" cy="150" r="5" fill="none" stroke="${l.accent}" stroke-width="3"/>` +
  `<path d="M100 156c-22 18-22 40 0 44 22-4 22-26 0-44z" fill="${l.tint}" stroke="${l.accent}" stroke-width="3"/>` +
  `<path d="M94 172c-4 6-4 14 0 18" stroke="#fff" stroke-width="3" fill="none" opacity=".6"/>`;

/** A charm bracelet. */
export const bracelet: Draw = (l) =>
  `<ellipse cx="100" cy="120" rx="78" ry="44" fill="none" stroke="${l.accent}" stroke-width="8"/>` +
  [[40, 146], [70, 160], [100, 166], [130, 160], [160, 146]]
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 2 ? 11 : 14}" fill="${i % 2 ? l.label : l.tint}" stroke="${shade(l.accent, -0.2)}" stroke-width="2"/>`)
    .join('');

/** A lounge armchair. */
export const chair: Draw = (l) =>
  `<rect x="46" y="36" width="108" height="104" rx="26" fill="${shade(l.tint, -0.15)}"/>` +
  `<rect x="52" y="120" width="96" height="40" rx="12" fill="${l.tint}"/>` +
  `<rect x="26" y="92" width="34" height="82" rx="14" fill="${shade(l.tint, 0.1)}"/><rect x="140" y="92" width="34" height="82" rx="14" fill="${shade(l.tint, 0.1)}"/>` +
  `<rect x="40" y="170" width="120" height="12" rx="4" fill="${shade(l.tint, -0.3)}"/>` +
  `<rect x="46" y="180" width="10" height="20" rx="3" fill="${l.accent}"/><rect x="144" y="180" width="10" height="20" rx="3" fill="${l.accent}"/>` +
  `<rect x="70" y="58" width="60" height="40" rx="12" fill="${l.label}" opacity=".9"/>`;

/** An airliner climbing out, seen from above. */
export const plane: Draw = (l) =>
  `<g transform="rotate(40 100 100)"><path d="M100 6c10 0 14 14 14 30v44l72 40v18l-72-20v44l22 16v14l-36-10-36 10v-14l22-16v-44l-72 20v-18l72-40V36c0-16 4-30 14-30z" fill="${l.tint}"/>` +
  `<path d="M100 6c10 0 14 14 14 30v120l-14-4z" fill="#fff" opacity=".25"/>` +
  `<rect x="126" y="100" width="12" height="22" rx="5" fill="${l.accent}"/><rect x="62" y="100" width="12" height="22" rx="5" fill="${l.accent}"/></g>`;

/** A wheeled suitcase with a handle. */
export const suitcase: Draw = (l) =>
  `<path d="M80 44V18h40v26" fill="none" stroke="${shade(l.tint, -0.35)}" stroke-width="8"/>` +
  `<rect x="46" y="42" width="108" height="140" rx="16" fill="${l.tint}"/>` +
  `<path d="M76 52v120M100 52v120M124 52v120" stroke="${shade(l.tint, -0.2)}" stroke-width="4"/>` +
  `<rect x="46" y="96" width="108" height="14" fill="${l.accent}"/>` +
  `<circle cx="64" cy="190" r="9" fill="#333"/><circle cx="136" cy="190" r="9" fill="#333"/>`;

/** Spa stones with a leaf. */
export const spa: Draw = (l) =>
  `<ellipse cx="100" cy="184" rx="74" ry="16" fill="${shade(l.tint, -0.3)}"/>` +
  `<ellipse cx="100" cy="150" rx="58" ry="18" fill="${shade(l.tint, -0.12)}"/>` +
  `<ellipse cx="100" cy="120" rx="42" ry="15" fill="${l.tint}"/><ellipse cx="100" cy="96" rx="28" ry="11" fill="${shade(l.tint, 0.15)}"/>` +
  `<path d="M100 84c-6-34 22-58 56-62-2 36-24 60-56 62z" fill="#5aa469"/><path d="M100 84c12-20 28-36 50-56" stroke="#2f6f3e" stroke-width="3" fill="none"/>`;
