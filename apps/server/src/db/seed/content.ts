import type { Tx } from '../client.js';

/** Banners, documents, currencies, reports, assets, lounge prices, airlines and flights. */
export async function seedContent(_tx: Tx, _mediaDir: string) {}
