import { Alert, Button, Icon, type IconName } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../../lib/routes/button-link';
import { pathTo } from '../../../lib/routes/paths';
import { TextLink } from '../../auth/auth-styles';
import { ErrorMessage } from '../../error/ErrorMessage';
import { SignupCta } from '../../signup/SignupCta';
import { useSignupAllowed } from '../../signup/signup-mode';

const Banner = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondary.muted};
  color: ${({ theme }) => theme.colors.text};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.secondary.text};
  }
`;

/** The heading of the similar profiles below it (the exact matches have theirs). */
const BannerTitle = styled.h2`
  margin-bottom: 2px;
  font-size: inherit;
  font-weight: 700;
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

/**
 * "Similar results": only `exactMatches` profiles (none, or the few above it) match the filters as asked,
 * so the API widened the filters named in `relaxed` for the profiles below it.
 */
export function SimilarBanner({ relaxed, exactMatches }: { relaxed: string[]; exactMatches: number }) {
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
            values={{ count: exactMatches, filters: intl.formatList(labels, { type: 'conjunction' }) }}
          />
        ) : (
          <FormattedMessage id="members.similar.text" values={{ count: exactMatches }} />
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

const EmptyIcon = styled.span<{ $danger?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 20px;
  background: ${({ theme, $danger }) => ($danger ? '#fdecec' : theme.colors.primary.muted)};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary.text)};
`;

const EmptyTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 750;
`;

const EmptyText = styled.p`
  max-width: 420px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function EmptyHead({ icon, title, danger }: { icon: IconName; title: string; danger?: boolean }) {
  return (
    <>
      <EmptyIcon $danger={danger}>
        <Icon name={icon} size={28} />
      </EmptyIcon>
      <EmptyTitle>
        <FormattedMessage id={title} />
      </EmptyTitle>
    </>
  );
}

/**
 * No profile at all, even with relaxed filters: with filters set, clearing them is the way on; without
 * any, the site has no one to show yet (a new site, or everyone blocked).
 */
export function EmptyResults({ onReset, filtered }: { onReset: () => void; filtered: boolean }) {
  const kind = filtered ? 'filtered' : 'none';
  return (
    <Empty data-testid={`search-empty-${kind}`}>
      <EmptyHead icon={filtered ? 'filter' : 'search'} title={`members.empty.${kind}.title`} />
      <EmptyText>
        <FormattedMessage id={`members.empty.${kind}.text`} />
      </EmptyText>
      {filtered && (
        <Button variant="outline" onClick={onReset} data-testid="search-empty-reset">
          <FormattedMessage id="members.filter.reset" />
        </Button>
      )}
    </Empty>
  );
}

/** What the error state says, announced at once when it appears. */
const FailedMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

interface FailedProps {
  error: unknown;
  onRetry: () => void;
  /** Searching again: the button spins (and keeps the focus). */
  retrying: boolean;
}

/** The search failed and nothing was cached: why, in the member's language, and Try again. */
export function SearchFailed({ error, onRetry, retrying }: FailedProps) {
  return (
    <Empty data-testid="search-error">
      <FailedMessage role="alert">
        <EmptyHead icon="wifiOff" title="members.failed.title" danger />
        <EmptyText>
          <ErrorMessage error={error} />
        </EmptyText>
      </FailedMessage>
      <Button onClick={onRetry} loading={retrying} data-testid="search-retry">
        <Icon name="retry" size={18} />
        <FormattedMessage id="members.retry" />
      </Button>
    </Empty>
  );
}

const StaleAlert = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space(4)};

  button {
    align-self: flex-start;
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** The search failed, the results of the same search seen earlier stay: said, with Try again. */
export function StaleResults({ error, onRetry, retrying }: FailedProps) {
  return (
    <StaleAlert
      tone="warning"
      title={<FormattedMessage id="members.stale.title" />}
      data-testid="search-stale"
      action={
        <Button size="sm" variant="outline" onClick={onRetry} loading={retrying} data-testid="search-retry">
          <FormattedMessage id="members.retry" />
        </Button>
      }
    >
      <ErrorMessage error={error} />
    </StaleAlert>
  );
}

/**
 * Logged-out visitors where the tenant keeps search for members: a way in. Where sign-up is closed to
 * this visitor (partners' traffic or invites only), "Create account" would lead to a notice saying so:
 * logging in is the way in then. A visitor who came with a traffic source keeps it (stored), so the
 * sign-up then takes them.
 */
export function JoinToSearch() {
  const maySignUp = useSignupAllowed();
  const login = `${pathTo('login')}?${new URLSearchParams({ redirect: pathTo('members') })}`;
  return (
    <Empty data-testid="search-join">
      <EmptyHead icon="camera" title="members.join.title" />
      <EmptyText>
        <FormattedMessage id={maySignUp ? 'members.join.text' : 'members.join.loginText'} />
      </EmptyText>
      {maySignUp ? (
        <>
          <SignupCta size="lg" data-testid="search-join-signup">
            <FormattedMessage id="home.cta.createAccount" />
          </SignupCta>
          <TextLink to={login} data-testid="search-join-login">
            <FormattedMessage id="signup.haveAccountLogin" />
          </TextLink>
        </>
      ) : (
        <ButtonLink to={login} $size="lg" data-testid="search-join-login">
          <FormattedMessage id="nav.login" />
        </ButtonLink>
      )}
    </Empty>
  );
}
