import type { PaletteName } from '../art/palettes.js';
import type { Shape } from '../art/shapes.js';
import { STORE } from '../stores.js';

/**
 * A banner at SIA departures. `link` is a store id (MAIN-VENDOR), a product reference that becomes
 * its productid (MAIN-PRODUCT) or a document name (MAIN-URL). Store and product banners are drawn
 * with the store's or product's own look; the others say how they look.
 */
export interface BannerSeed {
  type: 'MAIN-VENDOR' | 'MAIN-PRODUCT' | 'MAIN-URL' | 'DETAIL' | 'AD';
  link?: string;
  title: string;
  caption: string;
  look?: { palette: PaletteName; shapes: Shape[]; tints?: string[] };
}

export const bannerSeeds: BannerSeed[] = [
  { type: 'MAIN-VENDOR', link: STORE.rum,
    title: 'Jamaica\'s finest rums, waiting at the lounge',
    caption: 'Appleton Estate, Wray & Nephew, Hampden and Worthy Park at duty-free prices. Order now, collect before you board.' },
  { type: 'MAIN-PRODUCT', link: 'P1006',
    title: 'Appleton Estate 12 Year Old Rare Casks',
    caption: 'Twelve years in the Nassau Valley. Now USD $42.00, save USD $13.00 on the shelf price.' },
  { type: 'MAIN-VENDOR', link: STORE.coffee,
    title: 'The world\'s most sought-after coffee',
    caption: 'Certified Jamaica Blue Mountain beans from Wallenford, Jablum and Clifton Mount, roasted on the island.' },
  { type: 'MAIN-URL', link: 'lounge-offer',
    title: 'Lounge and Fast Track for USD $60',
    caption: 'Skip the security queue and relax with Jamaican snacks and an open bar until your flight is called.',
    look: { palette: 'lounge', shapes: ['glass', 'plane', 'chair'] } },
  { type: 'MAIN-VENDOR', link: STORE.fragrance,
    title: 'Designer fragrance for the journey home',
    caption: 'Chanel, Dior, Carolina Herrera, Lancôme and more, duty free and ready when you arrive at the lounge.' },
  { type: 'MAIN-PRODUCT', link: 'P3001',
    title: 'Wallenford Blue Mountain Whole Bean',
    caption: 'Mild, sweet and bright: 100% certified Jamaica Blue Mountain coffee from USD $29.00.' },
  { type: 'MAIN-VENDOR', link: STORE.jewellery,
    title: 'Swiss watches with international warranty',
    caption: 'TAG Heuer, Tissot and Seiko, plus Pandora and Swarovski jewellery, at duty-free prices.' },

  { type: 'DETAIL', title: 'Order before you fly',
    caption: 'Shop up to 30 days ahead and until 3 hours before departure.',
    look: { palette: 'services', shapes: ['plane'] } },
  { type: 'DETAIL', title: 'Collect at the lounge',
    caption: 'Everything waits for you at the Club MoBay desk, after security.',
    look: { palette: 'lounge', shapes: ['chair'] } },
  { type: 'DETAIL', title: 'Duty-free savings',
    caption: 'No duty and no GCT on duty-free goods, priced in US dollars.',
    look: { palette: 'rum', shapes: ['gift'] } },
  { type: 'DETAIL', title: 'Sealed for your flight',
    caption: 'Liquids come in tamper-evident security bags you can carry on board.',
    look: { palette: 'coffeeGifts', shapes: ['suitcase'] } },

  { type: 'AD', title: 'Tortuga rum cakes from USD $6.50',
    caption: 'They keep for months: the sweetest souvenir of Jamaica.',
    look: { palette: 'sweets', shapes: ['chocolate', 'cake'], tints: ['#7b2d5b', '#a0622d'] } },
  { type: 'AD', title: 'A massage before boarding',
    caption: 'Twenty minutes in the lounge spa for USD $40.00.',
    look: { palette: 'services', shapes: ['spa'] } },
  { type: 'AD', title: 'Take home the taste of jerk',
    caption: 'Walkerswood, Pickapeppa and Grace sauces and seasonings.',
    look: { palette: 'sauces', shapes: ['spice', 'sauce'], tints: ['#4a3a1a', '#b3261e'] } },
];
