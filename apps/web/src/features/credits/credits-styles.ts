import { Button } from '@amora/ui';
import styled from 'styled-components';
import { ButtonLink } from '../../lib/routes/button-link';

export const Page = styled.div`
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)} ${theme.space(12)}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)} ${theme.space(16)}`};
    gap: ${({ theme }) => theme.space(6)};
  }
  ${({ theme }) => theme.media.md} {
    padding-left: ${({ theme }) => theme.space(8)};
    padding-right: ${({ theme }) => theme.space(8)};
  }
`;

export const NarrowPage = styled(Page)`
  max-width: 720px;
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  line-height: 1.15;
`;

export const Intro = styled.p`
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 750;
  line-height: 1.25;
`;

/** Small reassurances under the prices (UI.md "Disclosure and trust"). */
export const TrustRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
  svg {
    color: ${({ theme }) => theme.colors.success.text};
  }
`;

export const BackLink = styled.div`
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** A wide call to action whose label (price and method, in any language) may take two lines on phones. */
const wrapping = `
  white-space: normal;
  text-align: center;
  padding-top: 10px;
  padding-bottom: 10px;
`;
export const WideButton = styled(Button)`
  ${wrapping}
`;
export const WideButtonLink = styled(ButtonLink)`
  ${wrapping}
`;
