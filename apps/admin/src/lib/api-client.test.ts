import { z } from 'zod';
import { errorAnswer, jsonResponse, mockFetch } from '../test/fetch-mock';
import { ApiError, api, onApiError, send } from './api-client';

const ok = z.object({ ok: z.literal(true) });

describe('the console api client', () => {
  it('sends JSON, a form or nothing, always with the request type and same-origin credentials', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    const form = new FormData();
    await api.post('/api/admin/x.php', { a: 1 }, ok);
    await send('DELETE', '/api/admin/x.php', ok, { json: { id: 3 } });
    await send('POST', '/api/admin/upload.php', ok, { form });
    await api.get('/api/admin/x.php', ok);
    const calls = fetchMock.mock.calls.map(([, init]) => init);
    expect(calls.map((init) => [init?.method, init?.body])).toEqual([
      ['POST', '{"a":1}'],
      ['DELETE', '{"id":3}'],
      ['POST', form],
      ['GET', undefined],
    ]);
    for (const init of calls) {
      expect(init).toMatchObject({ credentials: 'same-origin', headers: { 'X-Request-Type': 'admin' } });
    }
    expect(
      calls.map((init) => (init?.headers as Record<string, string> | undefined)?.['Content-Type']),
    ).toEqual(['application/json', 'application/json', undefined, undefined]);
  });

  it('tells the listeners of an ended session on an upload or a DELETE as on any call', async () => {
    mockFetch().mockImplementation(async () => errorAnswer('authentication_required'));
    const heard: string[] = [];
    const stop = onApiError((error) => heard.push(error.code));
    try {
      await expect(send('DELETE', '/api/admin/x.php', ok, { json: { id: 3 } })).rejects.toBeInstanceOf(
        ApiError,
      );
      await expect(send('POST', '/api/admin/upload.php', ok, { form: new FormData() })).rejects.toMatchObject(
        {
          code: 'authentication_required',
        },
      );
    } finally {
      stop();
    }
    expect(heard).toEqual(['authentication_required', 'authentication_required']);
  });
});
