import { focusVisible } from '@amora/ui';
import styled from 'styled-components';

export const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(12)} 0 ${theme.space(20)}`};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space(16)};
  }
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Updated = styled.p`
  margin-top: -${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Intro = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.55;
`;

export const Body = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.7;
`;

export const Faq = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  details {
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
    font-weight: 650;
    cursor: pointer;
    list-style: none;
    border-radius: ${({ theme }) => theme.radii.md};
    ${focusVisible}

    &::-webkit-details-marker {
      display: none;
    }
    &::after {
      content: '';
      flex: none;
      width: 8px;
      height: 8px;
      margin-top: -4px;
      border-right: 2px solid ${({ theme }) => theme.colors.primary.text};
      border-bottom: 2px solid ${({ theme }) => theme.colors.primary.text};
      transform: rotate(45deg);
      transition: transform 0.2s ease;
    }
  }
  details[open] summary::after {
    margin-top: 4px;
    transform: rotate(-135deg);
  }
  details p {
    padding: ${({ theme }) => `0 ${theme.space(5)} ${theme.space(5)}`};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
