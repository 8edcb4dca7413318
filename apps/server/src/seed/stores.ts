import type { vendorMasters, vendors } from '../db/schema/catalogue.js';

type VendorMaster = typeof vendorMasters.$inferInsert;
type Vendor = typeof vendors.$inferInsert;

/** The store ids other seed parts and the demo accounts refer to. */
export const STORE = {
  rum: 'SIADRUM',
  fragrance: 'SIADFRAG',
  coffee: 'SIADCOFFEE',
  crafts: 'SIADCRAFT',
  jewellery: 'SIADJEWEL',
  lounge: 'SIADLOUNGE',
} as const;

export const vendorMasterRows: VendorMaster[] = [
  { vendorid: 'ISLANDSPIRITS', vendorname: 'Island Spirits', description: 'Jamaican rums, liqueurs and fine spirits from the island\'s oldest estates.' },
  { vendorid: 'CARIBSCENTS', vendorname: 'Caribbean Scents', description: 'Fragrance, cosmetics and skincare from the world\'s leading houses.' },
  { vendorid: 'BLUEMOUNTAIN', vendorname: 'Blue Mountain Coffee House', description: 'Jamaica Blue Mountain and High Mountain coffees, roasted on the island.' },
  { vendorid: 'YARDCRAFTS', vendorname: 'Yard Crafts & Sweets', description: 'Hand-made Jamaican crafts, sauces, spices and confectionery.' },
  { vendorid: 'GEMSTIME', vendorname: 'Gems & Time', description: 'Fine jewellery and Swiss watches, duty free.' },
  { vendorid: 'CLUBMOBAY', vendorname: 'Club MoBay', description: 'The VIP lounge at Sangster International: fast track, lounge access and more.' },
];

const siaDeparture = { airportid: 'SIA', direction: 'D' } as const;

export const vendorRows: Vendor[] = [
  { vendorid: STORE.rum, vendorname: 'Island Spirits', vendorreferenceid: 'ISLANDSPIRITS', description: 'Appleton, Wray & Nephew, Hampden and more: Jamaica\'s rums at duty-free prices, ready at the lounge.', ...siaDeparture, contactname: 'Marcia Brown', contactemail: 'spirits@dutyfree.example', contactphone: '8765551001', taxrateBp: 0 },
  { vendorid: STORE.fragrance, vendorname: 'Caribbean Scents', vendorreferenceid: 'CARIBSCENTS', description: 'Designer fragrance, cosmetics and skincare for the journey home.', ...siaDeparture, contactname: 'Nadine Clarke', contactemail: 'scents@dutyfree.example', contactphone: '8765551002', taxrateBp: 0 },
  { vendorid: STORE.coffee, vendorname: 'Blue Mountain Coffee House', vendorreferenceid: 'BLUEMOUNTAIN', description: 'Certified Jamaica Blue Mountain coffee, beans and ground, gift tins and sets.', ...siaDeparture, contactname: 'Tanya Morgan', contactemail: 'coffee@dutyfree.example', contactphone: '8765551003', express: true, taxrateBp: 0 },
  { vendorid: STORE.crafts, vendorname: 'Yard Crafts & Sweets', vendorreferenceid: 'YARDCRAFTS', description: 'Jerk sauces, spices, rum cakes, chocolate and hand-made crafts.', ...siaDeparture, contactname: 'Paul Henry', contactemail: 'crafts@dutyfree.example', contactphone: '8765551004', taxrateBp: 0 },
  { vendorid: STORE.jewellery, vendorname: 'Gems & Time', vendorreferenceid: 'GEMSTIME', description: 'Jewellery and watches from leading brands, with international warranty.', ...siaDeparture, contactname: 'Sean Lewis', contactemail: 'gems@dutyfree.example', contactphone: '8765551005', taxrateBp: 0 },
  { vendorid: STORE.lounge, vendorname: 'Club MoBay', vendorreferenceid: 'CLUBMOBAY', description: 'Departure lounge access, fast track through security, and lounge services.', ...siaDeparture, contactname: 'Andre Williams', contactemail: 'lounge@dutyfree.example', contactphone: '8765551006', loungeoperator: true, taxrateBp: 1500 },
];
