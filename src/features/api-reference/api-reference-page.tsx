/**
 * The API reference (Settings › API): the OpenAPI document of every call the server serves
 * (GET /api/openapi.json, signed in) drawn by Swagger UI. Swagger UI and its styles load only here,
 * after the page has painted (a chunk of their own), so no other screen carries them.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { call } from '@/lib/http';
import { openApiEndpoints } from '@/shared/endpoints/openapi';

type State = 'loading' | 'ready' | 'failed';

export function ApiReferencePage() {
  const { t } = useTranslation();
  const node = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([call(openApiEndpoints.document, {}), import('./swagger-ui')])
      .then(([spec, { mountSwaggerUi }]) => {
        if (!current || !node.current) return;
        node.current.replaceChildren();
        mountSwaggerUi(node.current, spec as Record<string, unknown>);
        setState('ready');
      })
      .catch(() => current && setState('failed'));
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <section aria-labelledby="api-reference-title" aria-busy={state === 'loading'}>
      <h2 id="api-reference-title" className="text-base font-semibold">
        {t('settings:api.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        {t('settings:api.intro', { path: openApiEndpoints.document.path })}
      </p>
      {state === 'loading' && (
        <p role="status" className="mt-4 text-sm text-slate-700">
          {t('settings:api.loading')}
        </p>
      )}
      {state === 'failed' && (
        <div role="alert" className="mt-4 flex items-center gap-3 text-sm text-red-800">
          {t('settings:api.failed')}
          <Button
            variant="secondary"
            onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}
          >
            {t('actions.retry')}
          </Button>
        </div>
      )}
      <div ref={node} className="api-reference mt-4" />
    </section>
  );
}
