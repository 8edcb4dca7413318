import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a document may hold: headings, text, lists, tables and links. Forms, overlays (styles, classes,
 * ids), scripts, frames, pictures and every event handler go; links keep only http(s), mailto and tel
 * targets and same-site paths. Applied when a document is stored and again when it is served.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 'small', 'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'blockquote'],
  allowedAttributes: { a: ['href', 'title'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'form', 'select', 'button'],
};

export const sanitizeDocument = (html: string): string => sanitizeHtml(html, options);
