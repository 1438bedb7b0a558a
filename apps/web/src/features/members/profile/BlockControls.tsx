import type { ProfileDetail } from '@amora/contracts';
import { Button, Icon, Modal } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { api } from '../../../lib/api';
import { ButtonLink } from '../../../lib/routes/button-link';
import { pathTo } from '../../../lib/routes/paths';
import { DangerButton } from '../../delete-account/delete-styles';
import { ErrorAlert } from '../../error/ErrorAlert';
import { ProfileImage } from '../shared/ProfileImage';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

export interface BlockDialogProps {
  open: boolean;
  onClose: () => void;
  profile: ProfileDetail;
  onBlocked: () => void;
}

/** "Block X?" with what it does; POST /api/blocks.php on confirmation. */
export function BlockDialog({ open, onClose, profile, onBlocked }: BlockDialogProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.request('block', { body: { profile_id: profile.id } });
      onClose();
      onBlocked();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!busy}
      size="sm"
      title={intl.formatMessage({ id: 'members.block.title' }, { name: profile.name })}
      closeLabel={intl.formatMessage({ id: 'members.close' })}
      data-testid="block-dialog"
    >
      <Text>
        <FormattedMessage id="members.block.text" values={{ name: profile.name }} />
      </Text>
      <ErrorAlert error={error} data-testid="block-error" />
      <Buttons>
        {/* a danger's colour, as every confirmation of something that cuts a member off */}
        <DangerButton
          $filled
          onClick={confirm}
          loading={busy}
          icon={<Icon name="block" size={18} />}
          fullWidth
          data-testid="block-confirm"
        >
          <FormattedMessage id="members.block.confirm" />
        </DangerButton>
        <Button variant="ghost" onClick={onClose} disabled={busy} fullWidth>
          <FormattedMessage id="members.cancel" />
        </Button>
      </Buttons>
    </Modal>
  );
}

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;
`;

const Avatar = styled.span`
  width: 88px;
  height: 88px;
  overflow: hidden;
  border-radius: 50%;
  filter: grayscale(0.6);
  opacity: 0.8;
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;

  &:focus {
    outline: none;
  }
`;

const NoticeButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Unblock (DELETE /api/blocks.php) of a profile: the call, whether it is on its way, and its error. */
export function useUnblock(profileId: number, onUnblocked: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const unblock = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await api.request('unblock', { body: { profile_id: profileId } });
      onUnblocked();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, unblock };
}

export interface BlockedNoticeProps {
  profile: ProfileDetail;
  onUnblocked: () => void;
  /** Shown because the viewer blocked just now, from wherever on the page the Block button was. */
  justBlocked?: boolean;
}

/** The page of a profile the viewer blocked: what that means, Unblock, and the way back to search. */
export function BlockedNotice({ profile, onUnblocked, justBlocked = false }: BlockedNoticeProps) {
  const { busy, error, unblock } = useUnblock(profile.id, onUnblocked);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!justBlocked) return;
    // the block dialog gave the focus back to the Block button, which scrolled the page down to it;
    // the notice is short, so from there only the footer would show
    globalThis.scrollTo?.({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [justBlocked]);
  return (
    <Notice data-testid="profile-blocked-notice">
      <Avatar aria-hidden="true">
        <ProfileImage image={profile.main_image} size="thumb_filename" name={profile.name} alt="" />
      </Avatar>
      <Heading ref={heading} tabIndex={-1} data-testid="profile-blocked-title">
        <FormattedMessage id="members.blocked.title" values={{ name: profile.name }} />
      </Heading>
      <Text>
        <FormattedMessage id="members.blocked.text" values={{ name: profile.name }} />
      </Text>
      <ErrorAlert error={error} data-testid="unblock-error" />
      <NoticeButtons>
        <ButtonLink to={pathTo('members')} data-testid="profile-blocked-search">
          <Icon name="search" size={18} />
          <FormattedMessage id="members.backToSearch" />
        </ButtonLink>
        <Button variant="outline" onClick={unblock} loading={busy} data-testid="profile-unblock">
          <FormattedMessage id="members.blocked.unblock" />
        </Button>
      </NoticeButtons>
    </Notice>
  );
}
