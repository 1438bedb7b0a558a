import { Button, Skeleton } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import useSWR from 'swr';
import { useSettings } from '../../app/providers/SettingsContext';
import { api } from '../../lib/api';
import { mediaUrl } from '../../lib/media/media-url';
import { ErrorAlert } from '../error/ErrorAlert';
import { SettingsSection } from './SettingsSection';
import { SectionText } from './settings-styles';

const List = styled.ul`
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

const Name = styled.span`
  flex: 1;
  min-width: 0;
  font-weight: 650;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Members this member blocked (they cannot see or contact them), each with Unblock. */
export function BlockedSection() {
  const settings = useSettings();
  const { data, mutate } = useSWR('blocks', () => api.request('blocks'));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const unblock = async (profileId: number) => {
    setError(null);
    setBusy(profileId);
    try {
      await api.request('unblock', { body: { profile_id: profileId } });
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
      <ErrorAlert error={error} />
      {!data ? (
        <Skeleton $height="56px" />
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
              <Name>{block.name}</Name>
              <Button
                variant="secondary"
                size="sm"
                loading={busy === block.profile_id}
                onClick={() => unblock(block.profile_id)}
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
