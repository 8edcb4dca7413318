/** A page of server-supplied HTML: simple tags only (h2, h3, p, ul, ol, li, strong, a, table). */
export interface DocumentSeed {
  name: string;
  title: string;
  html: string;
}

export const SHOP = 'Jamaica Airports Duty Free & Lounges';
export const SUPPORT_EMAIL = 'support@dutyfree.example';
export const SUPPORT_PHONE = '+1 (876) 555-0100';

/** Joins the lines of a page, dropping the indentation that keeps the source readable. */
export const page = (lines: string) =>
  lines
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
