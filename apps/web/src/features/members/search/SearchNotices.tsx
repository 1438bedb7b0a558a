import { Button, Icon } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathTo } from '../../../lib/routes/paths';
import { TextLink } from '../../auth/auth-styles';
import { SignupCta } from '../../signup/SignupCta';

const Banner = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondary.muted};
  color: ${({ theme }) => theme.colors.text};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.secondary.text};
  }
`;

const BannerTitle = styled.strong`
  display: block;
  margin-bottom: 2px;
`;

/** Which label names a relaxed filter (the API names the filters it widened or dropped). */
const RELAXED_LABELS: Record<string, string> = {
  gender: 'profileField.gender',
  country: 'profileField.country',
  countryregion: 'profileField.region',
  min_age: 'profileField.age',
  max_age: 'profileField.age',
  age: 'profileField.age',
  distance: 'profileField.distance',
  sexuality: 'profileField.sexuality',
  relationship_status: 'profileField.relationship_status',
  hair: 'profileField.hair',
  eye_colour: 'profileField.eye_colour',
  body_type: 'profileField.body_type',
  tattoos: 'profileField.tattoos',
};

/** "Similar results": few profiles matched, so the API widened the filters named in `relaxed`. */
export function SimilarBanner({ relaxed }: { relaxed: string[] }) {
  const intl = useIntl();
  // The labels as the filters show them, after a colon: lower-cased in a sentence they would need articles.
  const labels = [...new Set(relaxed.flatMap((f) => (RELAXED_LABELS[f] ? [RELAXED_LABELS[f]] : [])))].map(
    (id) => intl.formatMessage({ id }),
  );
  return (
    <Banner role="status" data-testid="search-similar">
      <Icon name="sparkle" size={22} />
      <div>
        <BannerTitle>
          <FormattedMessage id="members.similar.title" />
        </BannerTitle>
        {labels.length > 0 ? (
          <FormattedMessage
            id="members.similar.relaxed"
            values={{ filters: intl.formatList(labels, { type: 'conjunction' }) }}
          />
        ) : (
          <FormattedMessage id="members.similar.text" />
        )}
      </div>
    </Banner>
  );
}

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(14)} ${theme.space(4)}`};
  text-align: center;
`;

const EmptyIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.primary.text};
`;

const EmptyTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 750;
`;

const EmptyText = styled.p`
  max-width: 420px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** No profile at all, even with relaxed filters: say what to do next. */
export function EmptyResults({ onReset, filtered }: { onReset: () => void; filtered: boolean }) {
  return (
    <Empty data-testid="search-empty">
      <EmptyIcon>
        <Icon name="search" size={28} />
      </EmptyIcon>
      <EmptyTitle>
        <FormattedMessage id="members.empty.title" />
      </EmptyTitle>
      <EmptyText>
        <FormattedMessage id="members.empty.text" />
      </EmptyText>
      {filtered && (
        <Button variant="outline" onClick={onReset} data-testid="search-empty-reset">
          <FormattedMessage id="members.filter.reset" />
        </Button>
      )}
    </Empty>
  );
}

/** Logged-out visitors where the tenant keeps search for members: a way in. */
export function JoinToSearch() {
  const login = `${pathTo('login')}?${new URLSearchParams({ redirect: pathTo('members') })}`;
  return (
    <Empty data-testid="search-join">
      <EmptyIcon>
        <Icon name="camera" size={28} />
      </EmptyIcon>
      <EmptyTitle>
        <FormattedMessage id="members.join.title" />
      </EmptyTitle>
      <EmptyText>
        <FormattedMessage id="members.join.text" />
      </EmptyText>
      <SignupCta size="lg" data-testid="search-join-signup">
        <FormattedMessage id="home.cta.createAccount" />
      </SignupCta>
      <TextLink to={login} data-testid="search-join-login">
        <FormattedMessage id="signup.haveAccountLogin" />
      </TextLink>
    </Empty>
  );
}
