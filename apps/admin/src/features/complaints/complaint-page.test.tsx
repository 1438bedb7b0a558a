import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { complaintDetail, complaintItem, complaintPayment } from './complaint-fixture';
import type { ComplaintDetail } from './complaints.api';

type Body = Record<string, unknown>;

function setUp({
  detail = complaintDetail(5),
  action = (body: Body) =>
    jsonResponse(200, { complaint: complaintItem(5), done: true, credits: 20 + Number(body.credits ?? 0) }),
  reply = () => jsonResponse(200, { mail_id: 77, done: true }),
}: {
  detail?: ComplaintDetail;
  action?: (body: Body) => Response | Promise<Response>;
  reply?: (body: Body) => Response;
} = {}) {
  const fetchMock = mockFetch();
  const bodies = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => init?.method === method && String(url) === path)
      .map(([, init]) => JSON.parse(String(init?.body)) as Body);
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('support'),
    'GET /api/admin/complaint.php': () => jsonResponse(200, JSON.parse(JSON.stringify(detail))),
    'GET /api/admin/complaint-messages.php': () =>
      jsonResponse(200, {
        messages: [
          {
            id: 100,
            from_complainant: true,
            kind: 'text',
            text: 'Hello Bram',
            created_at: '2026-11-24T09:00:00.000Z',
          },
        ],
        next_cursor: null,
      }),
    // a small stateful server: what a call changed is there when the page reads the complaint again
    'PATCH /api/admin/complaints.php': (init) => {
      const body = JSON.parse(String(init?.body));
      if ('status' in body) detail.complaint = { ...detail.complaint, status: body.status };
      if ('assigned_staff_id' in body) {
        const assigned = body.assigned_staff_id
          ? { id: body.assigned_staff_id, name: 'Sofia Support' }
          : null;
        detail.complaint = { ...detail.complaint, assigned };
      }
      return jsonResponse(200, { complaint: detail.complaint });
    },
    'POST /api/admin/complaint-notes.php': (init) => {
      const note = {
        id: 3,
        text: JSON.parse(String(init?.body)).text,
        author: { id: 10, name: 'Sofia Support' },
        created_at: '2026-11-25T09:00:00.000Z',
      };
      detail.notes = [...detail.notes, note];
      return jsonResponse(200, { note });
    },
    'POST /api/admin/complaint-actions.php': (init) => action(JSON.parse(String(init?.body))),
    'POST /api/admin/complaint-reply.php': (init) => reply(JSON.parse(String(init?.body))),
    'POST /api/admin/payment-refund.php': (init) => {
      const body = JSON.parse(String(init?.body));
      const refund = { id: 2, amount: body.amount, credits: 150, credits_taken: 150, debt_credits: 0 };
      // refunded in full: the payment leaves the list, the trail shows the refund
      detail.payments = [];
      detail.history = [
        {
          action: 'complaint.payment_refund',
          staff: { id: 10, name: 'Sofia Support' },
          at: '2026-11-25T09:00:00.000Z',
          before: null,
          after: { payment_id: body.payment_id, amount: body.amount, currency: 'EUR', credits_taken: 150 },
        },
      ];
      return jsonResponse(200, {
        refund: {
          ...refund,
          payment_id: body.payment_id,
          provider_ref: 'sim_re_1',
          currency: 'EUR',
          created_at: '2026-11-25T09:00:00.000Z',
        },
        payment: {
          id: body.payment_id,
          member_id: 7,
          amount: 1995,
          currency: 'EUR',
          refunded_amount: 1995,
          remaining_amount: 0,
        },
        credits: 0,
        done: true,
      });
    },
  });
  renderApp('/complaints/5');
  return {
    fetchMock,
    actions: () => bodies('POST', '/api/admin/complaint-actions.php'),
    patches: () => bodies('PATCH', '/api/admin/complaints.php'),
    replies: () => bodies('POST', '/api/admin/complaint-reply.php'),
  };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('one complaint', () => {
  it('shows the text, both members, and the conversation oldest first with older pages on demand', async () => {
    setUp();
    expect((await screen.findByTestId('complaint-text')).textContent).toContain('He keeps writing');
    expect(screen.getByTestId('complaint-complainant').textContent).toContain('anna@example.com');
    expect(screen.getByTestId('complaint-reported').textContent).toContain('bram@example.com');
    expect(screen.getByTestId('complaint-member-link-7').getAttribute('href')).toBe('/members?q=7');
    const thread = screen.getByTestId('complaint-messages');
    const texts = () =>
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
    expect(
      texts()
        .slice(1, 3)
        .map((text) => text.slice(0, 12)),
    ).toEqual(['Please stop.', 'Why not?Bram']);
    fireEvent.click(screen.getByTestId('complaint-messages-older'));
    await screen.findByTestId('complaint-message-100');
    expect(texts()[0]).toContain('Hello Bram');
    expect(screen.queryByTestId('complaint-messages-older')).toBeNull();
  });

  it('changes the status and assigns the complaint to the signed-in agent and back', async () => {
    const { patches } = setUp();
    await screen.findByTestId('complaint-handling');
    type('complaint-status-select', 'in_progress');
    await waitFor(() => expect(patches()).toEqual([{ id: 5, status: 'in_progress' }]));
    fireEvent.click(screen.getByTestId('complaint-assign-me'));
    await waitFor(() =>
      expect(screen.getByTestId('complaint-assignee').textContent).toBe('Sofia Support (you)'),
    );
    fireEvent.click(screen.getByTestId('complaint-unassign'));
    await waitFor(() => expect(screen.getByTestId('complaint-assignee').textContent).toBe('Unassigned'));
    expect(patches().slice(1)).toEqual([
      { id: 5, assigned_staff_id: 10 },
      { id: 5, assigned_staff_id: null },
    ]);
  });

  it('adds an internal note, refusing an empty one under the field', async () => {
    setUp();
    fireEvent.click(await screen.findByTestId('complaint-note-add'));
    expect(screen.getByTestId('complaint-notes').textContent).toContain(
      'Write a note of up to 4,000 characters.',
    );
    type('complaint-note-text', 'Called the member, waiting for screenshots');
    fireEvent.click(screen.getByTestId('complaint-note-add'));
    const note = await screen.findByTestId('complaint-note-3');
    expect(note.textContent).toContain('Called the member');
    expect(note.textContent).toContain('Sofia Support');
  });

  it('refunds credits with a reason, after saying what is missing, and shows the new balance', async () => {
    const { actions } = setUp();
    fireEvent.click(await screen.findByTestId('complaint-action-refund'));
    const dialog = await screen.findByTestId('complaint-action-dialog');
    expect(dialog.textContent).toContain('Refund credits to Anna');
    fireEvent.click(screen.getByTestId('complaint-action-confirm'));
    expect(dialog.textContent).toContain('Enter a whole number of credits from 1 to 100,000.');
    expect(dialog.textContent).toContain('Give a reason of up to 500 characters.');
    expect(actions()).toHaveLength(0);
    type('complaint-action-credits', '15');
    type('complaint-action-reason', 'Messages to a profile that was a scam');
    fireEvent.click(screen.getByTestId('complaint-action-confirm'));
    expect((await screen.findByTestId('complaint-action-balance')).textContent).toBe(
      'New balance: 35 credits.',
    );
    expect(actions()).toEqual([
      {
        complaint_id: 5,
        action: 'refund',
        action_key: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
        reason: 'Messages to a profile that was a scam',
        credits: 15,
      },
    ]);
  });

  it("refunds a member's payment from the complaint, naming the complaint, and shows it in the trail", async () => {
    const { fetchMock } = setUp({ detail: complaintDetail(5, { payments: [complaintPayment(900)] }) });
    const row = await screen.findByTestId('complaint-payment-900');
    expect(row.textContent).toContain('€19.95');
    expect(row.textContent).toContain('complainant');
    expect(row.textContent).toContain('€5.00 refunded so far');
    fireEvent.click(within(row).getByTestId('refund-payment-900'));
    expect((screen.getByTestId('refund-remaining') as HTMLElement).textContent).toBe('€14.95');
    type('refund-reason', 'Scam profile');
    fireEvent.click(screen.getByTestId('refund-submit'));
    fireEvent.click(screen.getByTestId('refund-submit'));
    await screen.findByTestId('refund-result');
    const refunds = fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/admin/payment-refund.php')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(refunds).toEqual([
      {
        payment_id: 900,
        complaint_id: 5,
        amount: 1495,
        reason: 'Scam profile',
        action_key: expect.any(String),
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('complaint-payments-none')).toBeTruthy());
    expect(screen.getByTestId('complaint-history').textContent).toContain(
      'Payment #900 refunded: €14.95, 150 credits taken back',
    );
  });

  it('sends one action key for a double submit and again for a retry, a new one for the next action', async () => {
    let answer: (response: Response) => void = () => {};
    const calls: Body[] = [];
    setUp({
      action: (body) => {
        calls.push(body);
        if (calls.length === 1) return errorAnswer('internal_error');
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      },
    });
    fireEvent.click(await screen.findByTestId('complaint-action-warn'));
    type('complaint-action-reason', 'Insults in three messages');
    fireEvent.click(screen.getByTestId('complaint-action-confirm'));
    expect(await screen.findByTestId('complaint-action-error')).toBeTruthy();
    // the retry after a failure, clicked twice before the answer comes
    const form = screen.getByTestId('complaint-action-form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => answer(jsonResponse(200, { complaint: complaintItem(5), done: false })));
    expect((await screen.findByTestId('complaint-action-already')).textContent).toContain(
      'already been done',
    );
    expect(calls).toHaveLength(2);
    expect(calls[1].action_key).toBe(calls[0].action_key);

    fireEvent.click(screen.getByTestId('complaint-action-close'));
    fireEvent.click(screen.getByTestId('complaint-action-disable'));
    type('complaint-action-reason', 'Scam');
    fireEvent.click(screen.getByTestId('complaint-action-confirm'));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].action).toBe('disable');
    expect(calls[2].action_key).not.toBe(calls[0].action_key);
  });

  it('shows the API refusal of an action in words, and offers no member actions for a fictional profile', async () => {
    setUp({
      detail: complaintDetail(5, {
        reported: { profile_id: 31, name: 'Lotte', is_fictional: true, status: 'active', member: null },
      }),
      action: () => errorAnswer('complaint_no_member'),
    });
    expect((await screen.findByTestId('complaint-actions-no-member')).textContent).toContain('fictional');
    for (const action of ['warn', 'disable', 'delete']) {
      expect((screen.getByTestId(`complaint-action-${action}`) as HTMLButtonElement).disabled).toBe(true);
    }
    fireEvent.click(screen.getByTestId('complaint-action-refund'));
    type('complaint-action-credits', '5');
    type('complaint-action-reason', 'Goodwill');
    fireEvent.click(screen.getByTestId('complaint-action-confirm'));
    expect((await screen.findByTestId('complaint-action-error')).textContent).toBe(
      'There is no member account for this action',
    );
  });

  it('mails a reply once per key, and shows a too long reply under the field', async () => {
    const { replies } = setUp({
      reply: (body) =>
        String(body.text).startsWith('x')
          ? errorAnswer('validation_failed', {})
          : jsonResponse(200, { mail_id: 77, done: true }),
    });
    fireEvent.click(await screen.findByTestId('complaint-reply-send'));
    expect(screen.getByTestId('complaint-reply').textContent).toContain(
      'Write a reply of up to 5,000 characters.',
    );
    expect(replies()).toHaveLength(0);
    type('complaint-reply-text', 'We have looked into it and refunded your credits.');
    fireEvent.click(screen.getByTestId('complaint-reply-send'));
    expect((await screen.findByTestId('complaint-reply-sent')).textContent).toBe('The reply has been sent.');
    type('complaint-reply-text', 'One more thing.');
    fireEvent.click(screen.getByTestId('complaint-reply-send'));
    await waitFor(() => expect(replies()).toHaveLength(2));
    expect(replies()[0].action_key).not.toBe(replies()[1].action_key);
    expect(replies()[0].text).toBe('We have looked into it and refunded your credits.');
  });
});
