import type { ProfileAttribute, ProfileDetail } from '@amora/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 750;
`;

const About = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

/**
 * Two tiles to a row. A long word ("Pähkinänruskeat", "BEZIEHUNGSSTATUS") is hyphenated in the page's
 * language where the browser can; where it cannot, the tile is never narrower than the word and takes
 * the whole row rather than cut it (`break-word` only for a word wider than the row).
 */
const Fact = styled.div`
  flex: 1 1 calc(50% - ${({ theme }) => theme.space(1.5)});
  min-width: min-content;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  hyphens: auto;
  overflow-wrap: break-word;

  /* an odd last tile keeps to its half, as in a grid */
  &:last-child:nth-child(odd) {
    flex-grow: 0;
  }
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 650;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 650;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3.5)}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary.muted};
    color: ${({ theme }) => theme.colors.primary.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 650;
  }
`;

const ATTRIBUTES: readonly ProfileAttribute[] = [
  'gender',
  'sexuality',
  'relationship_status',
  'hair',
  'eye_colour',
  'body_type',
];

/**
 * A two-form value ("Singiel/singielka", where the gender is not known) may break after its slash (a
 * zero-width space), not in the middle of a word.
 */
function breakAfterSlash(text: string): string {
  return text.replaceAll('/', '/\u200b');
}

/** About, the attributes the answer carries (the tenant's visible fields) and interests, translated. */
export function ProfileDetails({ profile }: { profile: ProfileDetail }) {
  const intl = useIntl();
  const present = ATTRIBUTES.filter((attribute) => profile[attribute] !== undefined);
  return (
    <>
      {profile.about && (
        <Section data-testid="profile-about">
          <SectionTitle>
            <FormattedMessage id="members.about" values={{ name: profile.name }} />
          </SectionTitle>
          <About>{profile.about}</About>
        </Section>
      )}
      {(present.length > 0 || profile.tattoos !== undefined) && (
        <Section>
          <SectionTitle>
            <FormattedMessage id="members.details" />
          </SectionTitle>
          <Facts data-testid="profile-attributes">
            {present.map((attribute) => (
              <Fact key={attribute}>
                <dt>
                  <FormattedMessage id={`profileField.${attribute}`} />
                </dt>
                <dd>
                  {breakAfterSlash(
                    intl.formatMessage(
                      { id: `profileValue.${attribute}.${profile[attribute]}` },
                      // "Soltera" for a woman, "Soltero" for a man; the two-form `other` if gender is hidden
                      { gender: profile.gender ?? 'other' },
                    ),
                  )}
                </dd>
              </Fact>
            ))}
            {profile.tattoos !== undefined && (
              <Fact>
                <dt>
                  <FormattedMessage id="profileField.tattoos" />
                </dt>
                <dd>
                  <FormattedMessage
                    id={profile.tattoos ? 'profileValue.tattoos.yes' : 'profileValue.tattoos.no'}
                  />
                </dd>
              </Fact>
            )}
          </Facts>
        </Section>
      )}
      {profile.interests && profile.interests.length > 0 && (
        <Section>
          <SectionTitle>
            <FormattedMessage id="members.interests" />
          </SectionTitle>
          <Chips data-testid="profile-interests">
            {profile.interests.map((interest) => (
              <li key={interest}>
                <FormattedMessage id={`interest.${interest}`} />
              </li>
            ))}
          </Chips>
        </Section>
      )}
    </>
  );
}
