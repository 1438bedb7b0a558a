import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../../test-utils/error-answer';
import { renderApp } from '../../../test-utils/render-app';
import { bodiesOf, card, english, resetBrowserState } from '../../members/members-test-fixtures';
import { holdAnswers, installChatFetch, page, sanne, summary } from '../chat-test-fixtures';

beforeEach(resetBrowserState);

// jsdom has no PointerEvent: a MouseEvent with the pointer fields the row's swipe reads.
class FakePointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.isPrimary = init.isPrimary ?? true;
  }
}
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: FakePointerEvent });
});

const rows = () => screen.queryAllByTestId('chat-row');
const row = (conversationId: number) =>
  rows().find((item) => item.getAttribute('data-conversation-id') === String(conversationId));

describe('conversation list', () => {
  it('shows each conversation with its photo, name, last message, online dot and unread count (99+ from 100)', async () => {
    installChatFetch({
      'GET /api/chats.php': {
        body: {
          chats: [
            summary(100, sanne, { num_unread_messages: 100 }),
            summary(101, card(43, { name: 'Lotte', fictional: true }), {
              num_unread_messages: 99,
              last_message: { kind: 'gift', text: 'Red rose', from_me: true },
            }),
            summary(102, card(44, { name: 'Eva' }), {
              last_message: { kind: 'text', text: 'Hi!', from_me: true },
            }),
          ],
        },
      },
    });
    renderApp('/chats', english);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const first = within(row(100) as HTMLElement);
    expect(first.getByTestId('chat-name').textContent).toBe('Sanne');
    expect(first.getByTestId('chat-unread').textContent).toBe('99+');
    expect(first.getByTestId('chat-preview').textContent).toBe('See you tomorrow!');
    expect(first.getByTestId('chat-online')).toBeTruthy();
    const second = within(row(101) as HTMLElement);
    expect(second.getByTestId('chat-unread').textContent).toBe('99');
    expect(second.getByTestId('chat-preview').textContent).toBe('You: 🎁 Red rose');
    expect(second.getByTestId('fictional-icon')).toBeTruthy();
    expect(second.queryByTestId('chat-online')).toBeNull();
    const third = within(row(102) as HTMLElement);
    expect(third.queryByTestId('chat-unread')).toBeNull();
    expect(third.getByTestId('chat-preview').textContent).toBe('You: Hi!');
    expect(screen.getByTestId('chat-pick')).toBeTruthy();
  });

  it('invites a member without conversations to discover members', async () => {
    installChatFetch({});
    renderApp('/chats', english);
    expect((await screen.findByTestId('chat-list-empty')).textContent).toContain('No conversations yet');
  });

  it('removes a deleted conversation at once, before the API answers', async () => {
    const fetch = installChatFetch({
      'GET /api/chats.php': { body: { chats: [summary(100, sanne), summary(101, card(43))] } },
      'DELETE /api/chat.php': { body: { ok: true } },
    });
    const held = holdAnswers(fetch, 'DELETE', '/api/chat.php');
    renderApp('/chats', english);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(row(100) as HTMLElement).getByTestId('chat-delete'));
    fireEvent.click(
      within(await screen.findByTestId('chat-delete-dialog')).getByTestId('chat-delete-confirm'),
    );
    // gone while the DELETE is still on its way
    await waitFor(() => expect(row(100)).toBeUndefined());
    expect(bodiesOf(fetch, 'DELETE', '/api/chat.php')).toEqual([{ conversation: 100 }]);
    await act(async () => held.release());
    expect(row(100)).toBeUndefined();
    expect(row(101)).toBeTruthy();
    expect(screen.queryByTestId('chat-delete-error')).toBeNull();
  });

  it('brings a conversation back and shows the error when the delete fails', async () => {
    const fetch = installChatFetch({
      'GET /api/chats.php': { body: { chats: [summary(100, sanne), summary(101, card(43))] } },
      'DELETE /api/chat.php': errorAnswer('conversation_not_found'),
    });
    const held = holdAnswers(fetch, 'DELETE', '/api/chat.php');
    renderApp('/chats', english);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(row(100) as HTMLElement).getByTestId('chat-delete'));
    fireEvent.click(
      within(await screen.findByTestId('chat-delete-dialog')).getByTestId('chat-delete-confirm'),
    );
    await waitFor(() => expect(row(100)).toBeUndefined());
    held.release();
    const alert = await screen.findByTestId('chat-delete-error');
    expect(alert.textContent).toContain('The conversation could not be deleted');
    expect(alert.textContent).toContain('This conversation does not exist or was removed');
    // the chats reload: it is still there on the server
    await waitFor(() => expect(row(100)).toBeTruthy());
  });

  it('closes the open conversation when it is deleted', async () => {
    installChatFetch(
      {
        'GET /api/chats.php': { body: { chats: [summary(100, sanne)] } },
        'DELETE /api/chat.php': { body: { ok: true } },
      },
      () => ({ body: page([]) }),
    );
    const { router } = renderApp('/chats/100', english);
    await screen.findByTestId('conversation-header');
    fireEvent.click(within(row(100) as HTMLElement).getByTestId('chat-delete'));
    fireEvent.click(
      within(await screen.findByTestId('chat-delete-dialog')).getByTestId('chat-delete-confirm'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
  });

  it('lets a finger slide a row open to delete it, and a swipe opens no conversation', async () => {
    installChatFetch({
      'GET /api/chats.php': { body: { chats: [summary(100, sanne)] } },
      'DELETE /api/chat.php': { body: { ok: true } },
    });
    const { router } = renderApp('/chats', english);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const link = within(row(100) as HTMLElement).getByRole('link');
    const touch = { pointerType: 'touch', isPrimary: true, pointerId: 1, clientY: 20 };
    fireEvent.pointerDown(link, { ...touch, clientX: 300 });
    fireEvent.pointerMove(link, { ...touch, clientX: 260 });
    fireEvent.pointerMove(link, { ...touch, clientX: 190 });
    fireEvent.pointerUp(link, { ...touch, clientX: 190 });
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/chats');
    fireEvent.click(await screen.findByTestId('chat-swipe-delete'));
    fireEvent.click(
      within(await screen.findByTestId('chat-delete-dialog')).getByTestId('chat-delete-confirm'),
    );
    await waitFor(() => expect(rows()).toHaveLength(0));
  });

  it('filters the conversations by name', async () => {
    installChatFetch({
      'GET /api/chats.php': {
        body: { chats: [summary(100, sanne), summary(101, card(43, { name: 'Lotte' }))] },
      },
    });
    renderApp('/chats', english);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(screen.getByTestId('chat-search'), { target: { value: 'lot' } });
    expect(rows().map((item) => item.getAttribute('data-conversation-id'))).toEqual(['101']);
  });

  it('sends a visitor to the login', async () => {
    installChatFetch({ 'GET /api/user.php': { body: { user: null } } });
    const { router } = renderApp('/chats', english);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
