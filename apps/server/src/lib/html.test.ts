import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.js';

describe('escapeHtml', () => {
  it('escapes what could end an element or a quoted attribute, and nothing else', () => {
    expect(escapeHtml(`<b a="1" c='2'>Rum & spice</b>`)).toBe('&lt;b a=&quot;1&quot; c=&#39;2&#39;&gt;Rum &amp; spice&lt;/b&gt;');
    expect(escapeHtml('Appleton Estate, 12 years')).toBe('Appleton Estate, 12 years');
  });
});
