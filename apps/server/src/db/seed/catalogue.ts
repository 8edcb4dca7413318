import type { Tx } from '../client.js';

/** Categories, stickers and products with their pictures. */
export async function seedCatalogue(_tx: Tx, _mediaDir: string) {}
