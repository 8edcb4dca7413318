import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { findDocument } from './repo.js';
import { sanitizeDocument } from './sanitize.js';

/** One document's HTML by name (faqs, aboutus, ..., or a banner page). */
export async function getDocument(db: Db, name: string) {
  const doc = await findDocument(db, name.toLowerCase());
  if (!doc) throw notFound(`The page ${name} was not found.`);
  // Cleaned again on the way out: a row written around the seed (a script, an old import) is cleaned too.
  return { document: doc.name, title: doc.title, html: sanitizeDocument(doc.html) };
}
