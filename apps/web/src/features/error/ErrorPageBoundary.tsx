import { Component, type ReactNode, useContext } from 'react';
import { IntlContext } from 'react-intl';

// The last resort must not depend on anything that may have failed: no router, no theme, intl if present.
const FALLBACK_MESSAGE = 'An error occurred while showing the error page';
const FALLBACK_HOME = 'Back to the home page';

function FallbackErrorPage() {
  const intl = useContext(IntlContext);
  const text = (id: string, english: string) => {
    try {
      return intl ? intl.formatMessage({ id, defaultMessage: english }) : english;
    } catch {
      return english;
    }
  };
  return (
    <main style={{ padding: '64px 20px', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1 data-testid="error-message" style={{ fontSize: 24, marginBottom: 24 }}>
        {text('errorPage.fallback', FALLBACK_MESSAGE)}
      </h1>
      <a href="/" data-testid="home-link" style={{ fontWeight: 600 }}>
        {text('errorPage.home', FALLBACK_HOME)}
      </a>
    </main>
  );
}

/** Spec §8: if the error page itself fails, say so and offer the way home. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <FallbackErrorPage /> : this.props.children;
  }
}
