import { screen, within } from '@testing-library/react';
import { installFetch, renderApp } from '../../../test-utils/render-app';
import { detail, english, member, resetBrowserState } from '../members-test-fixtures';

beforeEach(resetBrowserState);

describe('profile details', () => {
  it('lets a two-form value ("Singiel/singielka") wrap after its slash, not inside a word', async () => {
    installFetch({
      'GET /api/user.php': { body: { user: { ...member, language: 'pl' } } },
      'GET /api/profile.php': { body: { profile: detail({ relationship_status: 'single' }) } },
    });
    renderApp('/members/42', { ...english, languages: ['en', 'pl'] });
    const attributes = await screen.findByTestId('profile-attributes');
    const value = within(attributes).getByText((text) => text.startsWith('Singiel/'));
    expect(value.textContent).toBe('Singiel/\u200bsingielka');
  });
});
