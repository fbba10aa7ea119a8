// Renders the site's component tree — the same frame and routes the browser hydrates — into HTML
// for one request, with the page module and data the renderer already has. A page the
// renderer could not load throws inside its Suspense boundary: React then writes that boundary's
// fallback and marks it for the browser to render (the one place a missing or slow remote goes).
import { Writable } from 'node:stream';
import type { I18n } from 'shared-ui/i18n/core';
import { renderToPipeableStream } from 'react-dom/server';
import type { SiteContent } from 'shared-ui/domain';
import { I18nProvider } from 'shared-ui/i18n/react';
import { SiteContentProvider } from 'shared-ui/page-data';
import { StaticRouter } from 'shared-ui/router/server';
import { SiteRoutes } from '../src/app/router';
import { CLIENT_RENDERED_DIGEST } from '../src/app/server-page-state';
import { PageSourceContext, type PageSource } from '../src/federation/page-source';

/** Thrown where the page would be: the browser renders it instead. */
export class ClientRenderedPage extends Error {
  override name = 'ClientRenderedPage';
  readonly digest = CLIENT_RENDERED_DIGEST;
}

export interface RenderedApp {
  html: string;
  /** Some part was left to the browser (or errored): the page must not be cached. */
  incomplete: boolean;
}

export function renderApp({ url, i18n, pageSource, site, deadlineMs, onError }: {
  url: string;
  site: SiteContent;
  i18n: I18n;
  pageSource: PageSource;
  deadlineMs: number;
  onError: (error: unknown) => void;
}): Promise<RenderedApp> {
  return new Promise((resolve, reject) => {
    let incomplete = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(deadline);
        resolve({ html: Buffer.concat(chunks).toString('utf8'), incomplete });
        done();
      },
    });
    const stream = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <SiteContentProvider content={site}>
          <PageSourceContext value={pageSource}>
            <StaticRouter location={url}>
              <SiteRoutes />
            </StaticRouter>
          </PageSourceContext>
        </SiteContentProvider>
      </I18nProvider>,
      {
        // Everything in one answer (crawlers, link previews and pages read without JavaScript),
        // written in place: never a boundary sent later with an inline script to move it, which
        // the site's CSP (script-src 'self') would block.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady: () => stream.pipe(sink),
        onShellError: (error) => {
          clearTimeout(deadline);
          reject(error);
        },
        onError: (error) => {
          incomplete = true;
          if (error instanceof ClientRenderedPage) return CLIENT_RENDERED_DIGEST;
          onError(error);
          return undefined;
        },
      },
    );
    // Whatever is still waiting by then is left to the browser; the page is answered on time.
    const deadline = setTimeout(() => {
      incomplete = true;
      stream.abort(new ClientRenderedPage('the render deadline passed'));
    }, deadlineMs);
  });
}
