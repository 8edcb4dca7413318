import { STORE } from '../stores.js';
import type { StoreProducts } from './product-seed.js';

// Lounge places are capacity, not stock on a shelf: a day's seats at Club MoBay.
const SEATS = 400;
const GCT = 1500;
const GCT_SERVICES = 1650;

/** Club MoBay: lounge access and lounge services at Sangster International departures. */
export const loungeProducts: StoreProducts = {
  vendorid: STORE.lounge,
  products: [
    { ref: 'P6001', name: 'Club MoBay Departure Lounge Access Adult', brand: 'Club MoBay', cat: 'loungeAccess', cents: 4500, tax: GCT, stock: SEATS, notice: 20, sticker: 'BESTSELLER', tint: '#0b6e6e',
      text: 'Relax before your flight with comfortable seating, a buffet of Jamaican snacks, an open bar, Wi-Fi and flight announcements. For guests 12 and over.' },
    { ref: 'P6002', name: 'Club MoBay Departure Lounge Access Child 2-11', brand: 'Club MoBay', cat: 'loungeAccess', cents: 2500, tax: GCT, stock: SEATS, notice: 20, tint: '#c0703a',
      text: 'Lounge access for children aged 2 to 11 travelling with an adult. Infants under 2 enter free.' },
    { ref: 'P6003', name: 'Club MoBay Lounge and Fast Track Bundle Adult', brand: 'Club MoBay', cat: 'loungeAccess', cents: 6000, msrp: 6500, tax: GCT, stock: SEATS, notice: 20, sticker: 'SALE', tint: '#0b6e6e',
      text: 'Skip the security queue with Fast Track and go straight to the lounge. Save USD $5 on booking them apart.' },
    { ref: 'P6004', name: 'Club MoBay Family Pass 2 Adults and 2 Children', brand: 'Club MoBay', cat: 'loungeAccess', cents: 12500, msrp: 14000, tax: GCT, stock: 100, notice: 10, sticker: 'GIFT', tint: '#f2b632',
      text: 'Lounge access for a family of four, with a kids\' corner, snacks and soft drinks for the little ones.' },
    { ref: 'P6005', name: 'Club MoBay Private Suite up to 4 Guests', brand: 'Club MoBay', cat: 'loungeAccess', cents: 22000, tax: GCT, stock: 3, notice: 2, sticker: 'EXCLUSIVE', tint: '#d9cbb0',
      text: 'A private room in the lounge with its own host, premium drinks and à la carte dining. Three suites a day.' },

    { ref: 'P6101', name: 'Fast Track Security Adult', brand: 'Club MoBay', cat: 'loungeServices', cents: 2000, tax: GCT, stock: SEATS, notice: 20, tint: '#ffffff',
      text: 'A dedicated lane through departure security screening, saving up to 45 minutes in the busy season.' },
    { ref: 'P6102', name: 'Fast Track Security Child 2-11', brand: 'Club MoBay', cat: 'loungeServices', cents: 1000, tax: GCT, stock: SEATS, notice: 20, tint: '#ffffff',
      text: 'Fast Track for children aged 2 to 11 travelling with an adult Fast Track guest.' },
    { ref: 'P6103', name: 'Meet and Assist Departure Service', brand: 'Club MoBay', cat: 'loungeServices', cents: 6500, tax: GCT, stock: 40, notice: 5, tint: '#f2b632',
      text: 'A host meets you at the kerb, helps with check-in, security and emigration and walks you to the lounge or the gate.' },
    { ref: 'P6104', name: 'Porter Service up to 3 Bags', brand: 'Club MoBay', cat: 'loungeServices', cents: 1500, tax: GCT_SERVICES, stock: 60, notice: 5, shape: 'suitcase', tint: '#0b6e6e',
      text: 'A porter takes your bags from the kerb to the check-in counter.' },
    { ref: 'P6105', name: 'Premium Bar Package', brand: 'Club MoBay', cat: 'loungeServices', cents: 3000, tax: GCT, stock: 150, notice: 10, shape: 'glass', tint: '#f2b632', sticker: 'NEW',
      text: 'Aged Appleton Estate rums, champagne and signature cocktails from the lounge bar, on top of lounge access.' },
    { ref: 'P6106', name: '20-Minute Express Massage', brand: 'Club MoBay', cat: 'loungeServices', cents: 4000, tax: GCT_SERVICES, stock: 16, notice: 4, shape: 'spa', tint: '#9ad1d4',
      text: 'A neck, shoulder and back massage in the lounge spa, to board relaxed. Needs lounge access.' },
    { ref: 'P6107', name: 'Shower Suite with Amenity Kit', brand: 'Club MoBay', cat: 'loungeServices', cents: 2500, tax: GCT_SERVICES, stock: 24, notice: 4, shape: 'spa', tint: '#d9cbb0',
      text: 'A private shower suite with towels and a Jamaican-made amenity kit, for a fresh start to a long journey.' },
  ],
};
