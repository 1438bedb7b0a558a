import type { Layout } from '@amora/contracts';
import { Button, Modal } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSession } from '../../app/providers/SessionContext';
import { useSettings } from '../../app/providers/SettingsContext';
import { pathTo } from '../../lib/routes/paths';
import { isInstalledApp } from '../../lib/standalone';
import { local } from '../../lib/storage/safe-storage';
import { ENTRY_WARNING_SKIP_KEY, shouldShowEntryWarning } from './entry-warning-rules';

const Badge = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary.surface};
  color: ${({ theme }) => theme.colors.secondary.onSurface};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** The site-entry warning of spec §1/§2, once per visitor, on the layout's terms. */
export function EntryWarning({ layout }: { layout: Layout }) {
  const settings = useSettings();
  const session = useSession();
  const intl = useIntl();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const decided = useRef(false);

  // Decided once, when the session is known: a member who is logged in never sees it.
  useEffect(() => {
    if (decided.current || session.status === 'loading') return;
    decided.current = true;
    setOpen(
      shouldShowEntryWarning({
        settings,
        layout,
        loggedIn: session.status === 'logged-in',
        installedApp: isInstalledApp(),
        skipped: local.getItem(ENTRY_WARNING_SKIP_KEY) !== null,
      }),
    );
  }, [session.status, settings, layout]);

  const confirm = () => {
    local.setItem(ENTRY_WARNING_SKIP_KEY, String(Math.floor(Date.now() / 1000)));
    setOpen(false);
  };
  const minAge = settings.min_age;

  return (
    <Modal
      open={open}
      dismissible={false}
      size="sm"
      initialFocusRef={confirmRef}
      title={intl.formatMessage({ id: 'entryWarning.title' })}
      data-testid="entry-warning"
    >
      <Badge aria-hidden="true">
        <FormattedMessage id="entryWarning.badge" values={{ minAge }} />
      </Badge>
      <Body>
        <p>
          <FormattedMessage id="entryWarning.body" values={{ name: settings.name }} />
        </p>
        <p>
          <FormattedMessage
            id="entryWarning.consent"
            values={{
              minAge,
              terms: (chunks) => (
                <a href={pathTo('terms')} target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
              privacy: (chunks) => (
                <a href={pathTo('privacy')} target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
            }}
          />
        </p>
      </Body>
      <Actions>
        <Button ref={confirmRef} size="lg" fullWidth onClick={confirm} data-testid="entry-warning-confirm">
          <FormattedMessage id="entryWarning.confirm" values={{ minAge }} />
        </Button>
        <Button
          size="lg"
          variant="ghost"
          fullWidth
          onClick={() => window.location.assign('https://www.google.com/')}
          data-testid="entry-warning-leave"
        >
          <FormattedMessage id="entryWarning.leave" />
        </Button>
      </Actions>
    </Modal>
  );
}
