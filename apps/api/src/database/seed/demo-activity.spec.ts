import { readState } from './demo-activity.js';

const ME = 1;
const HER = 2;
const conversation = (...senders: number[]) =>
  senders.map((sender, i) => ({ id: 10 + i, senderProfileId: sender }));

describe('the read state of a seeded conversation side', () => {
  it('has read what the other wrote before its own last message, and counts the rest as unread', () => {
    const messages = conversation(HER, ME, HER, HER);
    expect(readState(messages, ME)).toEqual({ lastReadMessageId: 10, unreadCount: 2 });
    expect(readState(messages, HER)).toEqual({ lastReadMessageId: 11, unreadCount: 0 });
  });

  it('has read nothing while it has not written, and nothing was there before its first message', () => {
    expect(readState(conversation(HER, HER), ME)).toEqual({ lastReadMessageId: 0, unreadCount: 2 });
    expect(readState(conversation(ME, ME), ME)).toEqual({ lastReadMessageId: 0, unreadCount: 0 });
    expect(readState(conversation(ME, ME), HER)).toEqual({ lastReadMessageId: 0, unreadCount: 2 });
  });

  it('points at the other side’s last message before its own, never at one of its own', () => {
    const messages = conversation(ME, HER, ME, ME);
    expect(readState(messages, ME)).toEqual({ lastReadMessageId: 11, unreadCount: 0 });
    expect(readState(messages, HER)).toEqual({ lastReadMessageId: 10, unreadCount: 2 });
  });
});
