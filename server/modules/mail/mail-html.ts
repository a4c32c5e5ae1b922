/**
 * A mail's HTML as the back office shows it (docs/domain.md "Mails"): ordinary formatting, tables,
 * and links to http(s) or mailto stay; scripts, styles sheets, frames, forms, inputs, objects, event
 * handlers and javascript: links go; images only from the mail itself (`cid:`, shown as a data URL
 * of its inline part) or `data:`, so opening a mail loads nothing from the network; inline styles
 * keep only plain properties whose values cannot name a URL.
 */
import sanitizeHtml from 'sanitize-html';

/** Plain values: words, numbers, units, #colours, quotes; no parentheses (no url(), no expression()). */
const PLAIN = [/^[#\w\s.,%'"-]+$/];
const STYLES = Object.fromEntries(
  [
    'color',
    'background-color',
    'text-align',
    'vertical-align',
    'font-family',
    'font-size',
    'font-style',
    'font-weight',
    'line-height',
    'text-decoration',
    'width',
    'height',
    'padding',
    'padding-top',
    'padding-right',
    'padding-bottom',
    'padding-left',
    'margin',
    'margin-top',
    'margin-right',
    'margin-bottom',
    'margin-left',
    'border',
    'border-top',
    'border-right',
    'border-bottom',
    'border-left',
    'border-collapse',
  ].map((property) => [property, PLAIN]),
);

const CELL = ['align', 'valign', 'width', 'height', 'colspan', 'rowspan', 'bgcolor'];

/** The rules, shared with the CMS's bodies (server/modules/cms-item/cms-html.ts). */
export const MAIL_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'center', 'font'],
  allowedAttributes: {
    '*': ['style', 'title', 'dir', 'lang'],
    a: ['href', 'name', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    table: ['align', 'width', 'border', 'cellpadding', 'cellspacing', 'bgcolor'],
    td: CELL,
    th: CELL,
    tr: ['align', 'valign', 'bgcolor'],
    font: ['color', 'size', 'face'],
    p: ['align'],
    div: ['align'],
  },
  allowedStyles: { '*': STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['cid', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
};

/**
 * The mail's HTML, safe to show; `inline` maps a content id to the data URL of the part it names
 * (an image the body shows by `cid:`), so the picture shows without a request.
 */
export function sanitizeMailHtml(html: string, inline: ReadonlyMap<string, string> = new Map()): string {
  return sanitizeHtml(html, {
    ...MAIL_HTML_OPTIONS,
    transformTags: {
      img: (tagName, attribs) => {
        const cid = /^cid:(.+)$/i.exec(attribs.src ?? '')?.[1];
        const data = cid ? inline.get(cid) : undefined;
        return { tagName, attribs: data ? { ...attribs, src: data } : attribs };
      },
    },
  });
}
