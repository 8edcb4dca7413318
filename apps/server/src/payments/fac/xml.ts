import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/** FAC's default XML namespace on every request and response root. */
export const FAC_NAMESPACE = 'http://schemas.firstatlanticcommerce.com/gateway/data';

/** An element's children in wire order: text values or nested elements (key order is element order). */
export interface XmlElement {
  [name: string]: string | XmlElement;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  // FAC's only entity use is HTMLFormData: a whole page escaped inside one element.
  processEntities: { enabled: true, maxExpandedLength: 1_000_000 },
});

/** Serialises `<root xmlns=FAC>...children in order...</root>`; the builder escapes every text. */
export function buildFacXml(root: string, children: XmlElement): string {
  return builder.build({ [root]: { '@_xmlns': FAC_NAMESPACE, ...children } }) as string;
}

/**
 * Parses FAC XML by local names (namespace prefixes dropped, default namespace or none); null when it is not
 * well-formed XML. A UTF-8 byte-order mark and surrounding blank lines are dropped first: FAC's answers are
 * written by a .NET service that may put either in front of the root.
 */
export function parseFacXml(raw: string): Record<string, unknown> | null {
  const xml = raw.replace(/^\uFEFF/, '').trim();
  if (!xml.startsWith('<') || XMLValidator.validate(xml) !== true) return null;
  const doc: unknown = parser.parse(xml);
  return doc !== null && typeof doc === 'object' ? (doc as Record<string, unknown>) : null;
}

/** The text of child `name` of an element (empty elements and missing ones give ''). */
export function text(el: unknown, name: string): string {
  if (el === null || typeof el !== 'object') return '';
  const v = (el as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** Child element `name` (an object), or undefined. */
export function child(el: unknown, name: string): Record<string, unknown> | undefined {
  if (el === null || typeof el !== 'object') return undefined;
  const v = (el as Record<string, unknown>)[name];
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : v === '' ? {} : undefined;
}
