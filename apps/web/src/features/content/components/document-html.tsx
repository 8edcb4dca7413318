import { useMemo } from 'react';
import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import classes from './document-html.module.css';

const normal = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Sanitizes the HTML and drops a leading heading that only repeats the page title shown above it. */
function clean(html: string, title: string): string {
  const fragment = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true });
  const first = fragment.firstElementChild;
  if (first && /^H[1-3]$/.test(first.tagName) && normal(first.textContent ?? '') === normal(title)) first.remove();
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}

/** Server-supplied HTML, sanitized, in the shop's reading typography. */
export function DocumentHtml({ html, title }: { html: string; title: string }) {
  const safe = useMemo(() => clean(html, title), [html, title]);
  return (
    <Typography className={classes.prose}>
      <div dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
