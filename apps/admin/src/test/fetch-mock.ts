/** A stand-in for fetch's Response: jsdom has none, and the client reads only these fields. */
export function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

export function mockFetch(): jest.Mock<Promise<Response>, Parameters<typeof fetch>> {
  const mock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
