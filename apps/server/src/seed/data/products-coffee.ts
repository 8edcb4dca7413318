import { STORE } from '../stores.js';
import type { StoreProducts } from './product-seed.js';

const KRAFT = '#b9875a';
const BLACK = '#2a211c';

/** Blue Mountain Coffee House: certified Jamaica Blue Mountain coffee and coffee gifts. */
export const coffeeProducts: StoreProducts = {
  vendorid: STORE.coffee,
  products: [
    { ref: 'P3001', name: 'Wallenford Jamaica Blue Mountain Coffee Whole Bean 8oz', brand: 'Wallenford', cat: 'coffee', cents: 2900, stock: 80, notice: 10, sticker: 'BESTSELLER', tint: KRAFT,
      text: '100% certified Jamaica Blue Mountain coffee, grown above 3,000 feet and roasted in Kingston. Mild, sweet and bright with no bitterness.',
      sizes: [{ ref: 'P3002', name: 'Wallenford Jamaica Blue Mountain Coffee Whole Bean 16oz', cents: 5400, msrp: 6200, stock: 50, notice: 8 }] },
    { ref: 'P3003', name: 'Wallenford Jamaica Blue Mountain Coffee Ground 8oz', brand: 'Wallenford', cat: 'coffee', cents: 2900, msrp: 3500, stock: 70, notice: 10, tint: KRAFT,
      text: 'The same certified Blue Mountain beans, medium roasted and ground for drip and French press.',
      sizes: [{ ref: 'P3004', name: 'Wallenford Jamaica Blue Mountain Coffee Ground 16oz', cents: 5400, msrp: 6200, stock: 44, notice: 8 }] },
    { ref: 'P3005', name: 'Jablum Jamaica Blue Mountain Coffee Roasted Beans 8oz', brand: 'Jablum', cat: 'coffee', cents: 3200, msrp: 3900, stock: 60, notice: 8, sticker: 'LOCALFAV', tint: '#1f4e3d',
      text: 'Jablum has roasted at Mavis Bank since 1923. Full-bodied, smooth and fragrant, with a clean finish.',
      sizes: [{ ref: 'P3006', name: 'Jablum Jamaica Blue Mountain Coffee Roasted Beans 16oz', cents: 5800, stock: 36, notice: 6 }] },
    { ref: 'P3007', name: 'Jablum Jamaica Blue Mountain Coffee Ground 4oz', brand: 'Jablum', cat: 'coffee', cents: 1800, stock: 90, notice: 10, tint: '#1f4e3d',
      text: 'A small bag of fine-ground Blue Mountain coffee, easy to pack and a thoughtful gift.' },
    { ref: 'P3008', name: 'Clifton Mount Estate Jamaica Blue Mountain Whole Bean 8oz', brand: 'Clifton Mount', cat: 'coffee', cents: 3600, stock: 30, notice: 6, tint: BLACK,
      text: 'Single-estate coffee from one of the oldest plantations in the Blue Mountains, founded in the 1750s. Floral aroma, chocolate and citrus.',
      sizes: [{ ref: 'P3009', name: 'Clifton Mount Estate Jamaica Blue Mountain Whole Bean 16oz', cents: 6800, msrp: 7800, stock: 4, notice: 5 }] },
    { ref: 'P3010', name: 'Mavis Bank Jamaica Blue Mountain Coffee Ground 8oz', brand: 'Mavis Bank', cat: 'coffee', cents: 2800, stock: 55, notice: 8, tint: '#8c5a35',
      text: 'From the Mavis Bank Coffee Factory in the heart of the Blue Mountains. Balanced and aromatic with a gentle acidity.',
      sizes: [{ ref: 'P3011', name: 'Mavis Bank Jamaica Blue Mountain Coffee Ground 16oz', cents: 5200, stock: 30, notice: 6 }] },
    { ref: 'P3012', name: 'Mavis Bank Jamaica Blue Mountain Peaberry Whole Bean 8oz', brand: 'Mavis Bank', cat: 'coffee', cents: 3800, stock: 12, notice: 4, sticker: 'LIMITED', tint: '#8c5a35',
      text: 'Peaberries are the rare single round beans found in about one cherry in twenty. Sweeter and livelier in the cup.' },
    { ref: 'P3013', name: 'Old Tavern Estate Jamaica Blue Mountain Medium Roast 8oz', brand: 'Old Tavern', cat: 'coffee', cents: 4200, stock: 6, notice: 6, tint: BLACK,
      text: 'Grown by the Twyman family on a small estate high on the mountain. Complex, with notes of cocoa and ripe fruit.' },
    { ref: 'P3014', name: 'Wallenford Jamaica High Mountain Supreme Coffee Ground 8oz', brand: 'Wallenford', cat: 'coffee', cents: 1400, msrp: 1700, stock: 75, notice: 10, tint: '#b03a2e',
      text: 'Jamaica High Mountain coffee from the slopes below the Blue Mountain zone. A rich everyday cup at a friendly price.' },
    { ref: 'P3015', name: 'Jablum Jamaica Blue Mountain Coffee Single-Serve Pods 12 Count', brand: 'Jablum', cat: 'coffee', cents: 2800, stock: 40, notice: 6, sticker: 'NEW', shape: 'gift', tint: '#1f4e3d',
      text: 'Twelve pods of pure Blue Mountain coffee for single-serve brewers. Great for the office back home.' },
    { ref: 'P3016', name: 'Clifton Mount Estate Jamaica Blue Mountain Espresso Roast 8oz', brand: 'Clifton Mount', cat: 'coffee', cents: 3700, stock: 18, notice: 4, tint: BLACK,
      text: 'A darker roast of single-estate Blue Mountain beans for espresso, with caramel sweetness and a velvety crema.' },

    { ref: 'P3101', name: 'Jablum Jamaica Blue Mountain Coffee Gift Tin 16oz', brand: 'Jablum', cat: 'coffeeGifts', cents: 6200, msrp: 7000, stock: 25, notice: 5, sticker: 'GIFT', tint: '#1b4d3e',
      text: 'A pound of whole-bean Blue Mountain coffee in a keepsake tin decorated with the Blue Mountains.' },
    { ref: 'P3102', name: 'Wallenford Blue Mountain Coffee Gift Box 2 x 8oz', brand: 'Wallenford', cat: 'coffeeGifts', cents: 5800, stock: 20, notice: 4, shape: 'gift', tint: '#0b6e6e',
      text: 'One bag of whole bean and one of ground Blue Mountain coffee in a presentation box.' },
    { ref: 'P3103', name: 'Jablum Jamaica Blue Mountain Coffee Mug', brand: 'Jablum', cat: 'coffeeGifts', cents: 1400, stock: 45, notice: 6, shape: 'mug', tint: '#1b4d3e',
      text: 'A sturdy stoneware mug with the Jablum crest. Dishwasher safe.' },
    { ref: 'P3104', name: 'Mavis Bank Blue Mountain Coffee Sampler 4 x 2oz', brand: 'Mavis Bank', cat: 'coffeeGifts', cents: 2400, stock: 32, notice: 5, shape: 'gift', tint: '#b03a2e',
      text: 'Four small bags: light, medium, dark roast and peaberry. Find your favourite Blue Mountain cup.' },
    { ref: 'P3105', name: 'Clifton Mount Coffee Lover\'s Hamper', brand: 'Clifton Mount', cat: 'coffeeGifts', cents: 9500, msrp: 11500, stock: 8, notice: 3, sticker: 'EXCLUSIVE', shape: 'gift', tint: '#2a2a2a',
      text: 'Whole-bean coffee, a ceramic pour-over, two mugs and Blue Mountain coffee chocolates in a woven basket.' },
    { ref: 'P3106', name: 'Blue Mountain Chocolate-Covered Coffee Beans 4oz', brand: 'Blue Mountain Coffee House', cat: 'coffeeGifts', cents: 1200, stock: 50, notice: 8, tint: '#b03a2e',
      text: 'Roasted Blue Mountain beans coated in rich dark chocolate. A crunchy pick-me-up for the flight.' },
    { ref: 'P3107', name: 'Blue Mountain French Press Gift Set', brand: 'Blue Mountain Coffee House', cat: 'coffeeGifts', cents: 4800, stock: 10, notice: 3, shape: 'gift', tint: '#0b6e6e',
      text: 'A 600ml glass French press with an 8oz bag of ground Blue Mountain coffee. Everything for a perfect pot.' },
    { ref: 'P3108', name: 'Wallenford Blue Mountain Coffee Tin 8oz', brand: 'Wallenford', cat: 'coffeeGifts', cents: 3400, stock: 22, notice: 5, tint: '#b03a2e',
      text: 'Ground Blue Mountain coffee sealed in a vintage-style tin that keeps it fresh for months.' },
  ],
};
