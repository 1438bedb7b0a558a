import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Below this width one pane shows at a time (UI.md: the list beside the conversation from 992 px). */
export const ONE_PANE = '@media (max-width: 991.98px)';

const Frame = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
  width: 100%;

  ${({ theme }) => theme.media.lg} {
    max-width: 1240px;
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space(5)} ${theme.space(8)} ${theme.space(6)}`};
  }
`;

const Panes = styled.div`
  flex: 1;
  display: flex;
  min-width: 0;
  min-height: 0;
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.lg} {
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const hiddenOnPhones = css`
  ${ONE_PANE} {
    display: none;
  }
`;

const ListPane = styled.aside<{ $hidden: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  ${({ $hidden }) => $hidden && hiddenOnPhones}

  ${({ theme }) => theme.media.lg} {
    flex: none;
    width: 340px;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${({ theme }) => theme.media.xl} {
    width: 380px;
  }
`;

const ConversationPane = styled.section<{ $hidden: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  ${({ $hidden }) => $hidden && hiddenOnPhones}
`;

export interface MessengerProps {
  list: ReactNode;
  /** A conversation is open: phones show it instead of the list. */
  conversationOpen: boolean;
  children: ReactNode;
}

/** The two panes of the chat: the conversations and the open one (one at a time on phones). */
export function Messenger({ list, conversationOpen, children }: MessengerProps) {
  return (
    <Frame data-testid="messenger" data-conversation-open={conversationOpen}>
      <Panes>
        <ListPane $hidden={conversationOpen} data-testid="messenger-list">
          {list}
        </ListPane>
        <ConversationPane $hidden={!conversationOpen}>{children}</ConversationPane>
      </Panes>
    </Frame>
  );
}
