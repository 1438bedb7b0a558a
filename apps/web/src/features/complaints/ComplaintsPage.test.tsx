import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { asMember, bodiesOf, english, resetBrowserState } from '../members/members-test-fixtures';

beforeEach(resetBrowserState);

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/complaints', () => {
  it('sends a member’s complaint with its reason, subject and words, then thanks them', async () => {
    const fetch = installFetch({ ...asMember, 'POST /api/complaints.php': { body: { id: 5 } } });
    renderApp('/complaints', english);
    await screen.findByTestId('complaints-form');
    fill('complaints-reason', 'other');
    fill('complaints-subject', '  Billing question ');
    fill('complaints-text', 'I was charged twice.');
    fireEvent.click(screen.getByTestId('complaints-submit'));
    expect((await screen.findByTestId('complaints-sent')).textContent).toContain(
      'Our support team has your complaint',
    );
    expect(bodiesOf(fetch, 'POST', '/api/complaints.php')).toEqual([
      { reason: 'other', subject: 'Billing question', text: 'I was charged twice.' },
    ]);
  });

  it('names every missing field and sends nothing', async () => {
    const fetch = installFetch(asMember);
    renderApp('/complaints', english);
    fireEvent.click(await screen.findByTestId('complaints-submit'));
    expect(await screen.findByText('Choose a reason for your report')).toBeTruthy();
    expect(screen.getAllByText('Fill in this field')).toHaveLength(2);
    expect(bodiesOf(fetch, 'POST', '/api/complaints.php')).toEqual([]);
  });

  it('shows the API’s refusal in the member’s language', async () => {
    installFetch({ ...asMember, 'POST /api/complaints.php': errorAnswer('rate_limited') });
    renderApp('/complaints', english);
    await screen.findByTestId('complaints-form');
    fill('complaints-reason', 'other');
    fill('complaints-subject', 'Subject');
    fill('complaints-text', 'Text');
    fireEvent.click(screen.getByTestId('complaints-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('complaints-error').textContent).toContain('Too many requests'),
    );
  });

  it('asks visitors to log in first, and names the support address and phone', async () => {
    installFetch({});
    renderApp('/complaints', english);
    const login = await screen.findByTestId('complaints-login-button');
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fcomplaints');
    expect(screen.getByTestId('page-complaints').textContent).toContain('support@vonk.localhost');
    expect(screen.queryByTestId('complaints-form')).toBeNull();
  });
});
