import { shade } from './svg.js';
import { mono, shine, type Draw } from './look.js';

/** A faceted perfume flacon with a tall cap. */
export const perfume: Draw = (l) =>
  `<rect x="70" y="14" width="60" height="52" rx="8" fill="${l.accent}"/><rect x="76" y="20" width="10" height="40" rx="5" fill="#fff" opacity=".3"/>` +
  `<rect x="88" y="64" width="24" height="16" fill="${shade(l.accent, -0.3)}"/>` +
  `<rect x="40" y="78" width="120" height="122" rx="18" fill="${shade(l.tint, 0.55)}" stroke="${shade(l.tint, -0.2)}" stroke-width="2"/>` +
  `<rect x="52" y="96" width="96" height="92" rx="10" fill="${l.tint}"/>` +
  `<rect x="66" y="124" width="68" height="36" rx="3" fill="${l.label}" opacity=".92"/>` +
  mono(l, 100, 142, 16) +
  shine(46, 86, 8, 100);

/** A cream jar of skincare with a metal lid. */
export const jar: Draw = (l) =>
  `<rect x="36" y="96" width="128" height="34" rx="8" fill="${l.accent}"/><rect x="36" y="120" width="128" height="8" fill="${shade(l.accent, -0.25)}"/>` +
  `<rect x="42" y="128" width="116" height="72" rx="14" fill="${l.tint}" stroke="${shade(l.tint, -0.2)}" stroke-width="2"/>` +
  `<rect x="62" y="144" width="76" height="40" rx="4" fill="${l.label}"/>` +
  mono(l, 100, 164, 16) +
  shine(48, 134, 7, 58);

/** A lipstick with its bullet out. */
export const lipstick: Draw = (l) =>
  `<path d="M80 74V30l40-18v62z" fill="${l.tint}"/><path d="M80 74V30l10-4v48z" fill="#fff" opacity=".25"/>` +
  `<rect x="74" y="72" width="52" height="40" rx="3" fill="${shade(l.accent, 0.2)}"/>` +
  `<rect x="66" y="110" width="68" height="90" rx="6" fill="${l.accent}"/><rect x="66" y="110" width="68" height="10" fill="${shade(l.accent, -0.25)}"/>` +
  shine(72, 124, 7, 70);

/** A coffee bag with a crimped, tin-tied top and a roast valve. */
export const bag: Draw = (l) =>
  `<path d="M46 48h108l8 150H38z" fill="${l.tint}" stroke="${shade(l.tint, -0.3)}" stroke-width="2"/>` +
  `<rect x="42" y="26" width="116" height="26" rx="3" fill="${shade(l.tint, -0.2)}"/><path d="M48 33h104M48 41h104" stroke="${shade(l.tint, -0.4)}" stroke-width="2"/>` +
  `<rect x="36" y="50" width="128" height="6" rx="3" fill="${l.accent}"/>` +
  `<rect x="60" y="96" width="80" height="76" rx="6" fill="${l.label}"/><path d="M68 150l16-22 12 14 10-10 18 18z" fill="${l.tint}" opacity=".7"/>` +
  mono(l, 100, 114, 16) +
  `<circle cx="100" cy="78" r="6" fill="${shade(l.tint, -0.35)}"/>`;

/** A round gift tin with a lid. */
export const tin: Draw = (l) =>
  `<rect x="44" y="52" width="112" height="140" fill="${l.tint}"/><ellipse cx="100" cy="192" rx="56" ry="8" fill="${shade(l.tint, -0.2)}"/>` +
  `<rect x="40" y="40" width="120" height="26" fill="${l.accent}"/><ellipse cx="100" cy="40" rx="60" ry="12" fill="${shade(l.accent, 0.25)}"/>` +
  `<rect x="44" y="98" width="112" height="60" fill="${l.label}"/><path d="M44 102h112M44 154h112" stroke="${l.accent}" stroke-width="2"/>` +
  mono(l, 100, 128, 20) +
  shine(52, 70, 8, 112);

/** A mug with steam. */
export const mug: Draw = (l) =>
  `<path d="M82 20c-10 12 10 18 0 32M102 14c-10 12 10 18 0 32M122 20c-10 12 10 18 0 32" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>` +
  `<path d="M150 96h10a24 24 0 0 1 0 48h-10" fill="none" stroke="${l.tint}" stroke-width="12"/>` +
  `<path d="M40 70h116v96q0 32-32 32H72q-32 0-32-32z" fill="${l.tint}" stroke="${shade(l.tint, -0.25)}" stroke-width="2"/>` +
  `<rect x="60" y="104" width="76" height="46" rx="4" fill="${l.label}"/>` +
  mono(l, 98, 127, 18) +
  shine(48, 80, 7, 90);

/** A chocolate bar half out of its wrapper. */
export const chocolate: Draw = (l) =>
  `<g transform="rotate(-10 100 140)"><rect x="18" y="84" width="120" height="96" rx="6" fill="#5b3520"/>` +
  [0, 1, 2].map((c) => [0, 1].map((r) => `<rect x="${24 + c * 30}" y="${90 + r * 44}" width="26" height="40" rx="3" fill="#6f4128" stroke="#4a2a18" stroke-width="2"/>`).join('')).join('') +
  `<rect x="98" y="76" width="86" height="112" rx="4" fill="${l.tint}"/><rect x="98" y="76" width="10" height="112" fill="${l.accent}"/>` +
  `<rect x="118" y="112" width="58" height="40" rx="3" fill="${l.label}"/>` +
  mono(l, 147, 132, 16) +
  `</g>`;

/** A glazed bundt rum cake. */
export const cake: Draw = (l) =>
  `<path d="M28 122q0-26 72-26t72 26l-8 62q-64 22-128 0z" fill="${l.tint}"/>` +
  `<path d="M44 122l-4 64M70 126l-2 68M100 128v70M130 126l2 68M156 122l4 64" stroke="${shade(l.tint, -0.25)}" stroke-width="3"/>` +
  `<path d="M28 122q0-26 72-26t72 26q-8 14-16 2-10 16-20 0-10 14-20 0-10 14-20 0-10 14-20 0-10 14-20 0-8 12-16-2z" fill="${l.accent}"/>` +
  `<ellipse cx="100" cy="112" rx="18" ry="6" fill="${shade(l.tint, -0.45)}"/>` +
  `<circle cx="70" cy="106" r="5" fill="#b0292e"/><circle cx="134" cy="108" r="5" fill="#b0292e"/>`;

/** A gift box with ribbon and bow. */
export const gift: Draw = (l) =>
  `<rect x="40" y="104" width="120" height="96" rx="4" fill="${l.tint}"/><rect x="32" y="82" width="136" height="28" rx="4" fill="${shade(l.tint, -0.12)}"/>` +
  `<rect x="92" y="82" width="16" height="118" fill="${l.accent}"/>` +
  `<path d="M100 82c-30-34-56-10-36-2zM100 82c30-34 56-10 36-2z" fill="${l.accent}" stroke="${shade(l.accent, -0.3)}" stroke-width="2"/>` +
  shine(46, 114, 7, 76);

/** A souvenir T-shirt. */
export const shirt: Draw = (l) =>
  `<path d="M72 30l-44 22 14 40 18-8v116h80V84l18 8 14-40-44-22q-14 16-28 0z" fill="${l.tint}" stroke="${shade(l.tint, -0.25)}" stroke-width="2"/>` +
  `<path d="M72 30q28 28 56 0" fill="none" stroke="${shade(l.tint, -0.3)}" stroke-width="3"/>` +
  `<path d="M76 112l48 48M124 112l-48 48" stroke="${l.accent}" stroke-width="12"/>`;

/** A woven straw tote bag. */
export const tote: Draw = (l) =>
  `<path d="M70 88V62a30 30 0 0 1 60 0v26" fill="none" stroke="${shade(l.tint, -0.3)}" stroke-width="8"/>` +
  `<path d="M40 86h120l-12 114H52z" fill="${l.tint}"/>` +
  [0, 1, 2, 3, 4].map((i) => `<path d="M44 ${104 + i * 20}h112" stroke="${shade(l.tint, -0.18)}" stroke-width="3"/>`).join('') +
  `<rect x="40" y="86" width="120" height="10" fill="${l.accent}"/><circle cx="100" cy="140" r="16" fill="${l.label}"/>`;
