import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { endpointsOf } from '@/shared/endpoints/endpoint';
import { call, http, toSearchParams, unwrap } from './http';
import { EARLY_GLOBAL } from '@/shared/early-requests';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that answers when told to, and honours abort like the real one. */
function controllableFetch() {
  const calls: { request: Request; resolve: (r: Response) => void }[] = [];
  const fetchMock = vi.fn((input: Request) => {
    return new Promise<Response>((resolve, reject) => {
      calls.push({ request: input, resolve });
      input.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('query parameters', () => {
  it('repeats the key for arrays and leaves out empty values', () => {
    expect(toSearchParams({ statusIds: [1, 2], searchText: '', pageIndex: 1, x: undefined, y: null }).toString()).toBe(
      'statusIds=1&statusIds=2&pageIndex=1',
    );
  });
});

describe('envelope', () => {
  it('unwraps response when present and passes other bodies through', () => {
    expect(unwrap({ isSuccesful: true, response: { a: 1 } })).toEqual({ a: 1 });
    expect(unwrap({ isSuccesful: true, response: null })).toBeNull();
    expect(unwrap([1, 2])).toEqual([1, 2]);
  });

  it('a request answers the unwrapped body with credentials and the CSRF header', async () => {
    const calls = controllableFetch();
    const pending = http.get<{ name: string }>('/api/security/v2/account');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const request = calls[0]!.request;
    expect(request.credentials).toBe('include');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    calls[0]!.resolve(jsonResponse(200, { isSuccesful: true, response: { name: 'Ada' } }));
    await expect(pending).resolves.toEqual({ name: 'Ada' });
  });

  it('normalises an error body into an ApiError with field errors', async () => {
    const calls = controllableFetch();
    const pending = http.post('/api/x', { a: 1 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.resolve(
      jsonResponse(400, {
        isSuccesful: false,
        errorMessage: 'validation.failed',
        fieldErrors: { code: 'validation.required' },
      }),
    );
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errorMessage: 'validation.failed',
      fieldErrors: { code: 'validation.required' },
    });
  });
});

describe('cancellation', () => {
  it('a new request cancels a still-running one with the same method and path', async () => {
    const calls = controllableFetch();
    const first = http.get('/api/product/v2/products', { searchParams: { pageIndex: 1 } });
    const firstOutcome = first.catch((e: unknown) => e);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const second = http.get('/api/product/v2/products', { searchParams: { pageIndex: 2 } });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.resolve(jsonResponse(200, { response: 'second' }));
    expect(await firstOutcome).toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toBe('second');
  });

  it('never cancels a write: two saves on the same path both complete', async () => {
    const calls = controllableFetch();
    const first = http.put('/api/partner/v2/rebategroups', { rebateGroupId: 1 });
    const second = http.put('/api/partner/v2/rebategroups', { rebateGroupId: 2 });
    const third = http.delete('/api/product/v2/prices/7');
    const fourth = http.delete('/api/product/v2/prices/7');
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    calls.forEach((call, i) => call.resolve(jsonResponse(200, { response: i })));
    await expect(Promise.all([first, second, third, fourth])).resolves.toEqual([0, 1, 2, 3]);
  });

  it('does not cancel when told not to, nor across different paths or methods', async () => {
    const calls = controllableFetch();
    const a = http.get('/api/a', { cancelPrevious: false });
    const b = http.get('/api/a', { cancelPrevious: false });
    const c = http.get('/api/b');
    const d = http.post('/api/b');
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    calls.forEach((call, i) => call.resolve(jsonResponse(200, { response: i })));
    await expect(Promise.all([a, b, c, d])).resolves.toEqual([0, 1, 2, 3]);
  });
});

describe('calls through a contract', () => {
  const api = endpointsOf(() => Promise.resolve({}));
  const detail = api.get('/api/product/v2/products/guid/:guid', () => ({ response: null }));
  const save = api.put('/api/partner/v2/rebategroups', () => ({ response: null }));

  it('fills the path parameters (encoded), sends the query and the body with the method, answers the response', async () => {
    const calls = controllableFetch();
    const read = call(detail as never, { params: { guid: 'a b/c' }, query: { entityId: 3, ids: [1, 2] } } as never);
    const write = call(save as never, { body: { rebateGroupId: 1 } } as never);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    const [get, put] = calls.map((c) => c.request);
    expect(get!.method).toBe('GET');
    expect(new URL(get!.url).pathname).toBe('/api/product/v2/products/guid/a%20b%2Fc');
    expect(new URL(get!.url).search).toBe('?entityId=3&ids=1&ids=2');
    expect(put!.method).toBe('PUT');
    expect(await put!.json()).toEqual({ rebateGroupId: 1 });
    calls.forEach((c, i) => c.resolve(jsonResponse(200, { isSuccesful: true, response: i })));
    await expect(Promise.all([read, write])).resolves.toEqual([0, 1]);
  });
});

describe('early requests (index.html asked already)', () => {
  const early = (answers: Record<string, Promise<Response>>) => vi.stubGlobal(EARLY_GLOBAL, answers);

  it('answers the first call to a path from what index.html asked, the next one from the server', async () => {
    const calls = controllableFetch();
    early({ '/api/security/v2/account': Promise.resolve(jsonResponse(200, { response: { name: 'Early' } })) });
    await expect(http.get('/api/security/v2/account')).resolves.toEqual({ name: 'Early' });
    expect(calls).toHaveLength(0);
    const again = http.get('/api/security/v2/account');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.resolve(jsonResponse(200, { response: { name: 'Later' } }));
    await expect(again).resolves.toEqual({ name: 'Later' });
  });

  it('asks again the usual way when the early call did not arrive', async () => {
    const calls = controllableFetch();
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {}); // as index.html's script does: nobody may be left to hear it
    early({ '/api/security/v2/modules': failed });
    const modules = http.get('/api/security/v2/modules');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.resolve(jsonResponse(200, { response: ['products'] }));
    await expect(modules).resolves.toEqual(['products']);
  });

  it('gives a refused one as the usual error and drops the rest with it (signed out), as a write does (a sign-in)', async () => {
    const calls = controllableFetch();
    const refused = () => Promise.resolve(jsonResponse(401, { errorMessage: 'unauthorized' }));
    early({ '/api/security/v2/account': refused(), '/api/security/v2/modules': refused() });
    await expect(http.get('/api/security/v2/account')).rejects.toMatchObject({ status: 401 });
    const modules = http.get('/api/security/v2/modules');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.resolve(jsonResponse(200, { response: ['products'] }));
    await expect(modules).resolves.toEqual(['products']);

    early({ '/api/security/v2/account/accessrights': refused() });
    const signIn = http.post('/api/security/v2/account/login', {});
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.resolve(jsonResponse(200, { response: {} }));
    await signIn;
    const rights = http.get('/api/security/v2/account/accessrights');
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    calls[2]!.resolve(jsonResponse(200, { response: [] }));
    await expect(rights).resolves.toEqual([]);
  });

  it('is not used for a call with a query', async () => {
    const calls = controllableFetch();
    early({ '/api/security/v2/modules': Promise.resolve(jsonResponse(200, { response: 'early' })) });
    const read = http.get('/api/security/v2/modules', { searchParams: { x: 1 } });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.resolve(jsonResponse(200, { response: 'asked' }));
    await expect(read).resolves.toBe('asked');
  });
});
