/**
 * A short mail with one link (an invitation, a password reset): a greeting, its paragraphs, the link
 * as a button and a small note (how long the link works). Texts are escaped: the body is HTML; the
 * text part says the same, the link written out.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type LinkMailTexts = {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** The link's words, and the link; none for a mail that only tells. */
  link?: { label: string; href: string };
  note: string;
};

export function linkMail({ subject, greeting, paragraphs, link, note }: LinkMailTexts) {
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p><small>${escapeHtml(note)}</small></p>`,
  ].join('\n');
  const text = [greeting, ...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), note].join('\n\n');
  return { subject, html, text };
}
