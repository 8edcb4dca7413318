/** Colours of one family of pictures: background gradient, product colours and trim. */
export interface Palette {
  from: string;
  to: string;
  /** Text drawn straight on the gradient. */
  text: string;
  /** Brand names on the white band of a product picture. */
  ink: string;
  /** Product colours; a product without its own tint takes one of these by its reference. */
  tints: string[];
  accent: string;
  label: string;
}

/** The shop's warm gold, for buttons and highlights on every palette. */
export const GOLD = '#f2b632';

// Deep Caribbean teal and warm gold are the shop's own; each category adds one colour of its own.
export const palettes = {
  rum: { from: '#0b6e6e', to: '#063a3f', text: '#fff', ink: '#0b6e6e', tints: ['#c8781e', '#a85a14', '#d9942e', '#7a3b12'], accent: GOLD, label: '#f8f1e1' },
  liqueur: { from: '#7a3350', to: '#2e1420', text: '#fff', ink: '#7a3350', tints: ['#4a2616', '#7b4a2c', '#e4d3b4', '#3b1f14'], accent: GOLD, label: '#fdf6e8' },
  whisky: { from: '#474d57', to: '#1c1f24', text: '#fff', ink: '#8a5a1c', tints: ['#b5651d', '#8f4a17', '#c98a3c', '#a0522d'], accent: '#d4a24c', label: '#f4ead5' },
  her: { from: '#de8eab', to: '#9c3560', text: '#fff', ink: '#a23b63', tints: ['#f3a6bf', '#e7c07a', '#d98fb0', '#f6d5a8'], accent: '#caa24a', label: '#fffaf5' },
  him: { from: '#3c5a80', to: '#1a2a40', text: '#fff', ink: '#274466', tints: ['#2f4d73', '#6b8fb5', '#39474f', '#8aa4b8'], accent: '#c0c6cc', label: '#f2f4f6' },
  cosmetics: { from: '#e59a7c', to: '#a9452f', text: '#fff', ink: '#b4503a', tints: ['#f4efe9', '#e8b4a0', '#c94f4f', '#f2d1c9'], accent: '#c9a24a', label: '#ffffff' },
  coffee: { from: '#2f5d73', to: '#15303d', text: '#fff', ink: '#2f5d73', tints: ['#b9875a', '#3b2a20', '#1f4e3d', '#8c5a35'], accent: GOLD, label: '#fbf5ea' },
  coffeeGifts: { from: '#8a5a3b', to: '#3e2518', text: '#fff', ink: '#7a4a2a', tints: ['#0b6e6e', '#b03a2e', '#1b4d3e', '#2a2a2a'], accent: GOLD, label: '#fbf5ea' },
  sauces: { from: '#1f7a3f', to: '#0c3b1e', text: '#fff', ink: '#1f7a3f', tints: ['#b3261e', '#d9822b', '#6b1f12', '#c0392b'], accent: GOLD, label: '#fffbe8' },
  sweets: { from: '#c9762e', to: '#6e2e12', text: '#fff', ink: '#9c4f16', tints: ['#7b2d5b', '#c0392b', '#1f4e79', '#0b6e6e'], accent: '#e8d28a', label: '#fff8ea' },
  crafts: { from: '#0f8a3c', to: '#0a4d24', text: '#fff', ink: '#0f7a36', tints: ['#d4a55a', '#2b2b2b', '#0f8a3c', '#c8a063'], accent: '#fed100', label: '#fffaf0' },
  jewellery: { from: '#9a82c4', to: '#4a3370', text: '#fff', ink: '#5d4386', tints: ['#5dade2', '#e74c6f', '#48c9b0', '#af7ac5'], accent: '#e0c068', label: '#ffffff' },
  watches: { from: '#4b5563', to: '#111827', text: '#fff', ink: '#374151', tints: ['#1f2937', '#0f3d5e', '#14532d', '#3f3f46'], accent: '#d1d5db', label: '#f9fafb' },
  lounge: { from: '#0e8080', to: '#05393d', text: '#fff', ink: '#0b6e6e', tints: ['#f2b632', '#d9cbb0', '#c0703a'], accent: GOLD, label: '#05393d' },
  wine: { from: '#6d1f35', to: '#2c0b16', text: '#fff', ink: '#6d1f35', tints: ['#5a1a1a', '#e9d8a6', '#7b2d3b', '#c9b458'], accent: GOLD, label: '#fbf3e4' },
  tobacco: { from: '#6b4a2b', to: '#2e1d10', text: '#fff', ink: '#6b4a2b', tints: ['#8b5a2b', '#c8a06a', '#3b2a1a', '#b03a2e'], accent: GOLD, label: '#f7ecd9' },
  services: { from: '#2386a0', to: '#0b3a4a', text: '#fff', ink: '#1f7a8c', tints: ['#ffffff', '#f2b632', '#9ad1d4'], accent: GOLD, label: '#0b3a4a' },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

/** A stable pick from a list, so a product keeps its colour from one seed to the next. */
export function pick<T>(list: readonly T[], key: string): T {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return list[h % list.length]!;
}
