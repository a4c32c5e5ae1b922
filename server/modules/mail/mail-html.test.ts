/** A mail's body made safe to show: formatting stays, anything that runs or loads goes. */
import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml } from './mail-html';

describe('sanitizeMailHtml', () => {
  it('keeps ordinary formatting, tables and http(s)/mailto links', () => {
    const html =
      '<h2>Invoice</h2><p style="color: #336699; text-align: right">Dear <strong>Ann</strong>, <em>thanks</em><br>' +
      '<a href="https://example.com/pay">pay</a> <a href="mailto:billing@example.com">ask</a></p>' +
      '<table border="1" cellpadding="4"><tr><th>Item</th><td align="right" colspan="2">€ 12.50</td></tr></table>' +
      '<ul><li>one</li></ul>';
    expect(sanitizeMailHtml(html)).toBe(
      '<h2>Invoice</h2><p style="color:#336699;text-align:right">Dear <strong>Ann</strong>, <em>thanks</em><br />' +
        '<a href="https://example.com/pay">pay</a> <a href="mailto:billing@example.com">ask</a></p>' +
        '<table border="1" cellpadding="4"><tr><th>Item</th><td align="right" colspan="2">€ 12.50</td></tr></table>' +
        '<ul><li>one</li></ul>',
    );
  });

  it('drops scripts, style sheets, frames, forms, inputs, objects, event handlers and javascript: links', () => {
    const html =
      '<script>alert(1)</script><style>body{background:url(https://t.example/x)}</style>' +
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x">' +
      '<form action="https://evil.example/steal"><input name="password"><button>Go</button></form>' +
      '<p onclick="alert(2)" onmouseover="x()">Hello</p><a href="javascript:alert(3)">click</a>' +
      '<a href="JaVaScRiPt&colon;alert(4)">again</a><a href="data:text/html,<script>x</script>">data</a>' +
      '<svg onload="alert(5)"></svg><meta http-equiv="refresh" content="0;url=https://evil.example">';
    const safe = sanitizeMailHtml(html);
    expect(safe).not.toMatch(
      /<script|<style|<iframe|<object|<embed|<form|<input|<svg|<meta|on\w+=|javascript|alert\(1|data:text/i,
    );
    expect(safe).toContain('<p>Hello</p>');
    expect(safe).toContain('<a>click</a>');
    expect(safe).toContain('Go');
  });

  it('shows images from the mail itself only: cid parts as data URLs, data: images; no remote image or style', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const html =
      '<img src="https://tracker.example/open.gif" alt="pixel"><img src="//tracker.example/x.gif">' +
      '<img src="cid:logo@x" alt="logo"><img src="cid:unknown@x"><img src="data:image/gif;base64,R0lGOD=">' +
      '<img src="x" onerror="alert(1)"><img srcset="https://t.example/a.png 2x">' +
      '<td background="https://t.example/bg.png" style="background-image: url(https://t.example/bg.png); color: red">x</td>' +
      '<p style="width: expression(alert(1)); font-weight: bold">y</p>';
    const safe = sanitizeMailHtml(html, new Map([['logo@x', png]]));
    expect(safe).not.toMatch(/tracker|t\.example|onerror|srcset|expression|url\(/);
    expect(safe).toContain(`<img src="${png}" alt="logo" />`);
    expect(safe).toContain('<img src="cid:unknown@x" />');
    expect(safe).toContain('<img src="data:image/gif;base64,R0lGOD=" />');
    expect(safe).toContain('<img alt="pixel" />');
    expect(safe).toContain('<p style="font-weight:bold">y</p>');
  });
});
