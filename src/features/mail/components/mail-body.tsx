/**
 * A mail's HTML body, shown safely: the server has sanitised it (no script, form, event handler or
 * remote resource), and it is rendered in a sandboxed frame with no permission at all (no scripts,
 * no forms, no same origin, no top navigation) under its own content policy that loads nothing from
 * the network, so even a body the sanitiser let through cannot act in the back office.
 */
import { useTranslation } from 'react-i18next';

const FRAME_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/** The frame's document: the body under a policy that allows inline styles and data images only. */
export const frameDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">` +
  '<style>body{font:14px/1.5 system-ui,sans-serif;color:#0f172a;margin:12px;overflow-wrap:anywhere}img{max-width:100%;height:auto}</style>' +
  `</head><body>${html}</body></html>`;

export function MailBody({ html, subject }: { html: string; subject: string }) {
  const { t } = useTranslation();
  return (
    <iframe
      title={t('mail:bodyFrame', { subject })}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={frameDocument(html)}
      className="h-[480px] w-full rounded-md border border-slate-200 bg-white"
    />
  );
}
