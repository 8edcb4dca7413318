import { shade } from './svg.js';
import { mono, shine, type Draw } from './look.js';

const edge = (c: string) => `stroke="${shade(c, -0.35)}" stroke-width="2"`;

/** A tall rum or whisky bottle with a paper label. */
export const bottle: Draw = (l) =>
  `<path d="M88 26h24v32c0 14 36 16 36 40v90q0 10-10 10H62q-10 0-10-10V98c0-24 36-26 36-40z" fill="${l.tint}" ${edge(l.tint)}/>` +
  `<rect x="84" y="2" width="32" height="28" rx="4" fill="${l.accent}"/><rect x="84" y="24" width="32" height="5" fill="${shade(l.accent, -0.3)}"/>` +
  `<rect x="60" y="112" width="80" height="62" rx="4" fill="${l.label}"/><rect x="64" y="116" width="72" height="54" rx="2" fill="none" stroke="${l.accent}" stroke-width="1.5"/>` +
  mono(l, 100, 143, 22) +
  shine(62, 98, 8, 90);

/** A round-shouldered liqueur or cream bottle. */
export const liqueur: Draw = (l) =>
  `<path d="M90 34h20v36c34 8 48 32 48 66 0 40-22 62-58 62s-58-22-58-62c0-34 14-58 48-66z" fill="${l.tint}" ${edge(l.tint)}/>` +
  `<rect x="86" y="8" width="28" height="30" rx="5" fill="${l.accent}"/>` +
  `<ellipse cx="100" cy="142" rx="40" ry="30" fill="${l.label}"/><ellipse cx="100" cy="142" rx="35" ry="25" fill="none" stroke="${l.accent}" stroke-width="1.5"/>` +
  mono(l, 100, 142, 20) +
  shine(54, 110, 8, 60);

/** A cognac decanter with a round stopper. */
export const decanter: Draw = (l) =>
  `<circle cx="100" cy="30" r="20" fill="${l.accent}"/><rect x="90" y="44" width="20" height="34" fill="${shade(l.accent, -0.2)}"/>` +
  `<path d="M88 76h24v6c52 10 66 48 58 86-4 22-30 30-70 30s-66-8-70-30c-8-38 6-76 58-86z" fill="${l.tint}" ${edge(l.tint)}/>` +
  `<rect x="64" y="128" width="72" height="40" rx="20" fill="${l.label}"/>` +
  mono(l, 100, 148, 18) +
  shine(42, 110, 8, 60);

/** A stemmed cocktail glass with a slice of lime. */
export const glass: Draw = (l) =>
  `<path d="M36 40h128l-64 78z" fill="${l.tint}" opacity=".9"/><path d="M36 40h128l-10 12H46z" fill="#fff" opacity=".35"/>` +
  `<rect x="96" y="116" width="8" height="66" fill="${l.accent}"/><ellipse cx="100" cy="190" rx="40" ry="9" fill="${l.accent}"/>` +
  `<circle cx="150" cy="42" r="22" fill="#8bc34a"/><circle cx="150" cy="42" r="16" fill="#cddc39"/><path d="M150 26v32M134 42h32" stroke="#8bc34a" stroke-width="2"/>`;

/** A pepper-sauce bottle with a long neck. */
export const sauce: Draw = (l) =>
  `<path d="M92 62h16v22c0 12 26 16 26 38v68q0 8-8 8H74q-8 0-8-8v-68c0-22 26-26 26-38z" fill="${l.tint}" ${edge(l.tint)}/>` +
  `<rect x="88" y="20" width="24" height="46" rx="5" fill="${l.accent}"/>` +
  `<rect x="70" y="130" width="60" height="50" rx="4" fill="${l.label}"/>` +
  mono(l, 100, 155, 16) +
  shine(72, 116, 6, 70);

/** A squat jar of seasoning or jam with a screw lid. */
export const spice: Draw = (l) =>
  `<rect x="56" y="70" width="88" height="28" rx="6" fill="${l.accent}"/><path d="M60 80h80M60 88h80" stroke="${shade(l.accent, -0.25)}" stroke-width="2"/>` +
  `<rect x="48" y="96" width="104" height="104" rx="16" fill="${l.tint}" ${edge(l.tint)}/>` +
  `<rect x="56" y="120" width="88" height="56" rx="4" fill="${l.label}"/>` +
  mono(l, 100, 148, 18) +
  shine(54, 104, 7, 84);
