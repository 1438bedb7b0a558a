import { BadRequestException, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { ApiError } from './api-error.js';
import { toErrorResponse } from './error-response.js';

describe('toErrorResponse', () => {
  it('answers an unexpected error as internal_error without its message or stack', () => {
    const response = toErrorResponse(new Error('password=hunter2 at db.ts:12'), 'GET', '/api/x');
    expect(response).toEqual({
      status: 500,
      body: { error: { code: 'internal_error', message: 'An error occurred, please try again later' } },
      headers: {},
      unexpected: true,
    });
  });

  it('keeps the params of an ApiError and fills them into its message', () => {
    expect(
      toErrorResponse(new ApiError('account_locked', { minutes: 15 }), 'POST', '/api/user.php').body,
    ).toEqual({
      error: {
        code: 'account_locked',
        message: 'Too many incorrect attempts, account blocked for 15 min',
        params: { minutes: 15 },
      },
    });
  });

  it('tells 405 from 404 by the route table', () => {
    expect(toErrorResponse(new NotFoundException(), 'POST', '/api/settings.php')).toMatchObject({
      status: 405,
      headers: { allow: 'GET' },
    });
    expect(toErrorResponse(new NotFoundException(), 'GET', '/api/unknown.php').status).toBe(404);
  });

  it('unwraps a Fastify error that Nest wrapped', () => {
    const cause = Object.assign(new Error('too large'), {
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
    const wrapped = new BadRequestException('x', { cause });
    expect(toErrorResponse(wrapped, 'POST', '/api/x').body.error.code).toBe('payload_too_large');
  });

  it.each([
    ['40P01', 'deadlock detected'],
    ['40001', 'could not serialize access due to concurrent update'],
  ])('answers SQLSTATE %s (%s) as a retryable 503 server_busy', (code, message) => {
    const driverError = Object.assign(new Error(message), { code });
    const response = toErrorResponse(new QueryFailedError('UPDATE x', [], driverError), 'PUT', '/api/x');
    expect(response).toMatchObject({ status: 503, headers: { 'retry-after': '1' }, unexpected: true });
    expect(response.body.error.code).toBe('server_busy');
  });

  it('keeps other database errors a 500', () => {
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505' });
    const response = toErrorResponse(new QueryFailedError('INSERT', [], driverError), 'POST', '/api/x');
    expect(response.status).toBe(500);
  });
});
