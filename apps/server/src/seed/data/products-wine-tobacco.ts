import { STORE } from '../stores.js';
import type { StoreProducts } from './product-seed.js';

/**
 * Island Spirits' wine and tobacco (issue 29: the demo's restricted goods are spirits, wine and tobacco). Listed
 * after every other store's products, so the products seeded before them keep their ids.
 */
export const wineTobaccoProducts: StoreProducts = {
  vendorid: STORE.rum,
  products: [
    { ref: 'P1301', name: 'Moët & Chandon Impérial Brut 750ml', brand: 'Moët & Chandon', cat: 'wine', cents: 4900, msrp: 6200, stock: 30, notice: 5, sticker: 'GIFT', tint: '#2f4f2f',
      text: 'The house champagne of Moët & Chandon: green apple, white flowers and brioche. Chilled for a celebration on arrival.' },
    { ref: 'P1302', name: 'Veuve Clicquot Yellow Label Brut 750ml', brand: 'Veuve Clicquot', cat: 'wine', cents: 5600, msrp: 6900, stock: 18, notice: 4, tint: '#2f4f2f',
      text: 'A Pinot Noir led champagne with the famous yellow label: pear, vanilla and toasted brioche.' },
    { ref: 'P1303', name: 'Casillero del Diablo Cabernet Sauvignon 750ml', brand: 'Casillero del Diablo', cat: 'wine', cents: 1200, stock: 48, notice: 6, tint: '#5a1a1a',
      text: 'A Chilean red of blackcurrant, cherry and a touch of smoky oak. Good with jerk chicken.' },
    { ref: 'P1304', name: 'Red Label Wine 750ml', brand: 'Red Label', cat: 'wine', cents: 800, stock: 4, notice: 6, sticker: 'LOCALFAV', tint: '#7b1f1f',
      text: 'Jamaica\'s own sweet fortified wine, a favourite on ice or in a Christmas sorrel punch.' },
    { ref: 'P1401', name: 'Royal Jamaica Corona Cigars Box of 10', brand: 'Royal Jamaica', cat: 'tobacco', cents: 6500, msrp: 7800, stock: 12, notice: 3, sticker: 'LOCALFAV',
      text: 'Hand-rolled coronas with a mild, creamy smoke, in the cedar box of a Jamaican classic.' },
    { ref: 'P1402', name: 'Macanudo Café Hyde Park Cigars Box of 5', brand: 'Macanudo', cat: 'tobacco', cents: 4200, stock: 9, notice: 3,
      text: 'Smooth, mild cigars with a Connecticut shade wrapper: nuts, cream and cedar.' },
    { ref: 'P1403', name: 'Craven A Cigarettes Carton of 200', brand: 'Craven A', cat: 'tobacco', cents: 3600, stock: 40, notice: 6,
      text: 'Ten packs of the cigarette Jamaica has smoked for generations, at duty-free prices.' },
  ],
};
