import { Button, Skeleton } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import useSWR from 'swr';
import { useUser } from '../../app/providers/SessionContext';
import { useSettings } from '../../app/providers/SettingsContext';
import { useFormatDate } from '../../i18n/use-format-date';
import { api } from '../../lib/api';
import { mediaUrl } from '../../lib/media/media-url';
import { ErrorAlert } from '../error/ErrorAlert';
import { sendAccount } from './account-api';
import { SettingsSection } from './SettingsSection';
import { SectionText } from './settings-styles';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.primary.text};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Who = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: 650;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Secondary: left out on phones, where the name and the button need the width. */
const Since = styled.span`
  display: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

/** Members this member blocked (they cannot see or contact them), each with Unblock. */
export function BlockedSection() {
  const settings = useSettings();
  const user = useUser();
  const intl = useIntl();
  const formatDate = useFormatDate();
  const { data, error: loadError, mutate } = useSWR(user && ['blocks', user.id], () => api.request('blocks'));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const unblock = async (profileId: number) => {
    setError(null);
    setBusy(profileId);
    try {
      await sendAccount('unblock', { profile_id: profileId });
      await mutate();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsSection
      id="blocked"
      icon="block"
      titleId="account_settings.blocked.title"
      text={<FormattedMessage id="account_settings.blocked.text" />}
    >
      <ErrorAlert error={error ?? loadError} data-testid="settings-blocked-error" />
      {!data ? (
        !loadError && <Skeleton $height="56px" />
      ) : data.blocks.length === 0 ? (
        <SectionText data-testid="settings-blocked-empty">
          <FormattedMessage id="account_settings.blocked.empty" />
        </SectionText>
      ) : (
        <List data-testid="settings-blocked-list">
          {data.blocks.map((block) => (
            <Row key={block.profile_id}>
              <Avatar aria-hidden="true">
                {block.thumb_filename ? (
                  <img src={mediaUrl(settings.cdn_prefix, block.thumb_filename)} alt="" />
                ) : (
                  block.name.slice(0, 1)
                )}
              </Avatar>
              <Who>
                <Name>{block.name}</Name>
                <Since>
                  <FormattedMessage
                    id="account_settings.blocked.since"
                    values={{ date: formatDate(block.blocked_at, { dateStyle: 'medium' }) }}
                  />
                </Since>
              </Who>
              <Button
                variant="outline"
                size="sm"
                loading={busy === block.profile_id}
                onClick={() => unblock(block.profile_id)}
                aria-label={intl.formatMessage(
                  { id: 'account_settings.blocked.unblock_name' },
                  { name: block.name },
                )}
                data-testid={`settings-unblock-${block.profile_id}`}
              >
                <FormattedMessage id="account_settings.blocked.unblock" />
              </Button>
            </Row>
          ))}
        </List>
      )}
    </SettingsSection>
  );
}
