import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { decodeEntities, gatewayPagePolicy, pageSources } from './page-policy.js';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const at = 'https://shop.example/payments/3ds/tok';

describe('a gateway page’s policy', () => {
  it('lets FAC’s self-submitting form run: its onload handler by hash, its post to the issuer', () => {
    const html = '<html><body onload="document.forms[0].submit()"><form method="post" action="https://acs.bank.example/pareq"><input name="PaReq" value="x"></form></body></html>';
    const csp = gatewayPagePolicy(html, at);
    expect(csp).toContain(`script-src ${sha('document.forms[0].submit()')} 'unsafe-hashes'`);
    expect(csp).toContain('form-action https://acs.bank.example https:');
    expect(csp.startsWith('sandbox allow-scripts allow-forms;')).toBe(true);
    expect(csp).not.toContain('allow-same-origin');
  });

  it('hashes each inline script as written and allows external scripts by their origin', () => {
    const script = "\n var f = document.getElementById('m'); f.submit();\n";
    const html = `<form id="m" action="/3ds/next"></form><script type="text/javascript">${script}</script><script src="https://cdn.ptranz.example/3ds.js"></script>`;
    const s = pageSources(html, at);
    expect(s.scriptHashes).toEqual([sha(script)]);
    expect(s.scriptOrigins).toEqual(['https://cdn.ptranz.example']);
    expect(s.formOrigins).toEqual(['https://shop.example']);
    expect(s.handlerHashes).toEqual([]);
    expect(gatewayPagePolicy(html, at)).not.toContain('unsafe-hashes');
  });

  it('reads handlers as the browser does: entities decoded, any quoting', () => {
    const s = pageSources(`<body ONLOAD='go(&quot;a&quot;)'><img src=x onerror=fail()>`, at);
    expect(s.handlerHashes).toEqual([sha('go("a")'), sha('fail()')]);
    expect(decodeEntities('&lt;&#x41;&#66;&amp;&unknown;')).toBe('<AB&&unknown;');
  });

  it('takes iframes’ origins for the 3-D Secure 2 method step and runs nothing when the page has no script', () => {
    const csp = gatewayPagePolicy('<iframe src="https://method.acs.example/fp" hidden></iframe>', at);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain('frame-src https://method.acs.example https:');
    expect(csp).toContain("frame-ancestors 'self' https://shop.example");
  });
});
