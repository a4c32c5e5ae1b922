/**
 * One language's preview as the portal shows it: the title and the body in a sandboxed frame (no
 * script, no form, no navigation) that loads images only from this site or data: URLs.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const FRAME = 'h-72 w-full rounded-md border border-slate-200 bg-white';

const frameDocument = (origin: string, title: string, html: string) => {
  const policy = `default-src 'none'; img-src data: ${origin}; style-src 'unsafe-inline'`;
  const escaped = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}">` +
    '<style>body{font:14px/1.5 system-ui,sans-serif;color:#0f172a;margin:12px;overflow-wrap:anywhere}img{max-width:100%;height:auto}h1{font-size:20px}</style>' +
    `</head><body><h1>${escaped}</h1>${html}</body></html>`
  );
};

const unchanging = () => () => {};

/**
 * The site's origin in the browser; none while the server renders (the frame's policy names it, so
 * the frame is drawn once the page is taken over: a server knows no origin it is reached by).
 */
const useOrigin = () =>
  useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => null,
  );

export function CmsPreview({ title, html, languageName }: { title: string; html: string; languageName: string }) {
  const { t } = useTranslation();
  const origin = useOrigin();
  if (origin === null) return <div className={FRAME} />;
  return (
    <iframe
      title={t('cmsItem:previewIn', { language: languageName })}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={frameDocument(origin, title, html)}
      className={FRAME}
    />
  );
}
