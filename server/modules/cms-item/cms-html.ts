/**
 * A CMS body as it is stored and served (docs/domain.md "CMS"): the mail bodies' rules
 * (server/modules/mail/mail-html.ts: ordinary formatting, tables, http(s)/mailto links; no script,
 * style sheet, frame, form, event handler or javascript: link), with one difference for images: an
 * image shows only from the API's own images (`/api/cms/v2/images/{key}`) or a `data:` URL, so a
 * body never loads anything from another site. Everything else the editor can make stays.
 */
import sanitizeHtml from 'sanitize-html';
import { CMS_IMAGE_PATH } from '../../../src/shared/constants/cms-item';
import { MAIL_HTML_OPTIONS } from '../mail/mail-html';

const OWN_IMAGE = new RegExp(`^${CMS_IMAGE_PATH}/[0-9a-f-]{36}$`);

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, {
    ...MAIL_HTML_OPTIONS,
    allowedSchemesByTag: { img: ['data'] },
    // An image from anywhere else than the API's images loses its source, and so is dropped.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        const kept = OWN_IMAGE.test(src) || /^data:image\/(png|jpeg|gif|webp);base64,/i.test(src);
        const { src: _dropped, ...rest } = attribs;
        return { tagName, attribs: kept ? attribs : rest };
      },
    },
  }).trim();
}
