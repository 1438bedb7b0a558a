import { screen } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { bodiesOf, english, member, resetBrowserState } from './settings-test-fixtures';

beforeEach(resetBrowserState);

describe('/mail-change/do', () => {
  it('confirms the token once and shows the new address', async () => {
    const fetch = installFetch({
      'PUT /api/email-change.php': { body: { user: { ...member, email: 'new@example.com' } } },
    });
    renderApp('/mail-change/do?token=abc123', english);
    expect((await screen.findByTestId('mail-change-done')).textContent).toBe('E-mail address changed');
    expect(screen.getByTestId('mail-change-page').textContent).toContain(
      'Your e-mail address is now new@example.com',
    );
    expect(bodiesOf(fetch, 'PUT', '/api/email-change.php')).toEqual([{ token: 'abc123' }]);
    expect(screen.getByTestId('mail-change-settings').getAttribute('href')).toBe('/settings');
  });

  it('says when the link is no longer valid, with the way to a new one', async () => {
    installFetch({
      'PUT /api/email-change.php': errorAnswer('link_invalid'),
    });
    renderApp('/mail-change/do?token=old', english);
    expect((await screen.findByTestId('mail-change-invalid')).textContent).toBe(
      'Link expired or invalid, request a new email',
    );
    expect(screen.getByTestId('mail-change-settings').getAttribute('href')).toBe('/settings');
  });
});
