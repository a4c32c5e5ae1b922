/**
 * The preview as the server renders it: the frame's policy names the site's origin, which a server does
 * not know (it read `window` there and failed); the frame's place is kept, the frame itself drawn once
 * the browser takes the page over.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CmsPreview } from './cms-preview';

describe('CmsPreview on the server', () => {
  it('leaves the frame to the browser and keeps its place', () => {
    const html = renderToString(<CmsPreview title="Nieuws" html="<p>Tekst</p>" languageName="Nederlands" />);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('h-72');
  });
});
