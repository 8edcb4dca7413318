/** An http(s) address, as a page banner may carry instead of a document name. */
export const isWebAddress = (s: string | null | undefined): s is string => !!s && /^https?:\/\//i.test(s);
