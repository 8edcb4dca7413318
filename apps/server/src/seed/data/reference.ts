import type { assets, currencies, priceList } from '../../db/schema/content.js';

export const currencyRows: (typeof currencies.$inferInsert)[] = [
  { currencycode: 'USD', description: 'US Dollar', exchangerate: 1 },
  { currencycode: 'JMD', description: 'Jamaican Dollar', exchangerate: 157.5 },
];

/** Upload rules for pictures staff add; maxsize in megabytes. */
export const assetRows: (typeof assets.$inferInsert)[] = [
  { assettype: 'PRODUCT', filetype: 'png', maxsize: 1, height: 600, width: 600 },
  { assettype: 'CATEGORY', filetype: 'png', maxsize: 1, height: 400, width: 600 },
  { assettype: 'VENDOR', filetype: 'jpg', maxsize: 1, height: 400, width: 800 },
];

/** The Book Now prices in the header, for the Jamaican market. */
export const priceListRows: (typeof priceList.$inferInsert)[] = [
  { market: 'JAM', productid: 'DEPARTURELOUNGE', description: 'Departure lounge access at Club MoBay, Sangster International', adultCents: 4500, childCents: 2500 },
  { market: 'JAM', productid: 'ARRIVALONLY', description: 'Arrival Fast Track through immigration and customs with Meet and Greet', adultCents: 4000, childCents: 2000 },
  { market: 'JAM', productid: 'ARRIVALBUNDLE', description: 'Arrival Fast Track and departure lounge access, booked together', adultCents: 7500, childCents: 4000 },
];
