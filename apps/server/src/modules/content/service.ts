import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { findDocument } from './repo.js';

/** One document's HTML by name (faqs, aboutus, ..., or a banner page). */
export async function getDocument(db: Db, name: string) {
  const doc = await findDocument(db, name.toLowerCase());
  if (!doc) throw notFound(`The page ${name} was not found.`);
  return { document: doc.name, title: doc.title, html: doc.html };
}
