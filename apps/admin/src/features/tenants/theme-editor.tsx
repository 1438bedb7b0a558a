import type { AdminTenant, ContrastIssue } from '@amora/contracts';
import { DEFAULT_PALETTE, PALETTE_KEYS, type PaletteKey } from '@amora/theme';
import { Alert, Button, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, toApiError } from '../../lib/api-client';
import { ContrastBadge } from './contrast-badge';
import { FormFooter, Note, Section, Stack } from './form-parts';
import { ImageUpload } from './image-upload';
import { MiniPreview } from './mini-preview';
import { colourContrast, type PaletteDraft, paletteVerdict, validPalette } from './palette-checks';
import { SitePreview } from './site-preview';
import { type ThemePalette, updateTheme } from './tenants.api';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Previews = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.xl} {
    position: sticky;
    top: ${({ theme }) => theme.space(4)};
  }
`;

const ColourRow = styled.div`
  display: grid;
  grid-template-columns: 52px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  input[type='color'] {
    width: 52px;
    height: 52px;
    margin-top: 22px;
    padding: 2px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: #fff;
    cursor: pointer;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Issues = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Swatch = styled.span`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin: 0 2px;
  vertical-align: -1px;
  border: 1px solid rgba(0, 0, 0, 0.2);
  border-radius: 3px;
`;

export const USE_LABELS: Record<ContrastIssue['use'], MessageId> = {
  text_on_dark: 'tenants.theme.use.text_on_dark',
  button: 'tenants.theme.use.button',
  text: 'tenants.theme.use.text',
  brand_mark: 'tenants.theme.use.brand_mark',
};

const KEY_LABELS: Record<PaletteKey, MessageId> = {
  primary: 'tenants.theme.primary',
  secondary: 'tenants.theme.secondary',
  success: 'tenants.theme.success',
  dark: 'tenants.theme.dark',
};

/** One contrast pair, e.g. "Primary · buttons: #fff on #ffd60a, 1.6:1 — the site uses #8a7300". */
export function IssueList({ issues, testPrefix }: { issues: ContrastIssue[]; testPrefix: string }) {
  return (
    <Issues data-testid={testPrefix}>
      {issues.map((issue) => (
        <li key={`${issue.key}-${issue.use}`} data-testid={`${testPrefix}-${issue.key}-${issue.use}`}>
          <FormattedMessage id={KEY_LABELS[issue.key]} /> · <FormattedMessage id={USE_LABELS[issue.use]} />:{' '}
          <Swatch style={{ background: issue.foreground }} />
          {issue.foreground} / <Swatch style={{ background: issue.background }} />
          {issue.background}, <FormattedNumber value={issue.ratio} maximumFractionDigits={2} />
          :1
          {issue.adjusted_to && (
            <>
              {' '}
              <FormattedMessage id="tenants.theme.adjusted_to" values={{ colour: issue.adjusted_to }} />
            </>
          )}
        </li>
      ))}
    </Issues>
  );
}

/** What to send: each colour that differs from the saved theme; a colour back at its default goes as null. */
export function paletteChanges(tenant: AdminTenant, draft: PaletteDraft): ThemePalette {
  const changes: ThemePalette = {};
  for (const key of PALETTE_KEYS) {
    const colour = draft[key].toLowerCase();
    if (colour === tenant.theme[key]) continue;
    changes[key] = colour === DEFAULT_PALETTE[key] ? null : colour;
  }
  return changes;
}

interface Props {
  tenant: AdminTenant;
  onSaved: (changes: Partial<AdminTenant>) => void;
}

/**
 * The palette of spec §1 with WCAG AA indicators computed here, the logo and favicon, an instant
 * preview of the unsaved colours and the member site itself, loaded again after each save.
 */
export function ThemeEditor({ tenant, onSaved }: Props) {
  const intl = useIntl();
  const [draft, setDraft] = useState<PaletteDraft>({ ...tenant.theme });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [savedWarnings, setSavedWarnings] = useState<ContrastIssue[] | null>(null);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [refused, setRefused] = useState<ContrastIssue[]>([]);
  const [siteVersion, setSiteVersion] = useState(0);

  const { palette, invalid } = validPalette(draft);
  const verdict = palette ? paletteVerdict(palette) : { errors: [], warnings: [] };
  const warnings = savedWarnings ?? verdict.warnings;
  const refusals = verdict.errors.length ? verdict.errors : refused;

  function change(key: PaletteKey, value: string) {
    setDraft((current) => ({ ...current, [key]: value }));
    setSaved(false);
    setSavedWarnings(null);
    setRefused([]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !palette || verdict.errors.length) return;
    const changes = paletteChanges(tenant, draft);
    if (Object.keys(changes).length === 0) return setSaved(true);
    setBusy(true);
    setServerError(null);
    try {
      const answer = await updateTheme(tenant.id, changes);
      onSaved({ theme: answer.theme, theme_overrides: answer.theme_overrides });
      setDraft({ ...answer.theme });
      setSavedWarnings(answer.warnings);
      setSaved(true);
      setSiteVersion((version) => version + 1);
    } catch (error) {
      const apiError = toApiError(error);
      const pairs = apiError.params.pairs;
      if (apiError.code === 'palette_low_contrast' && Array.isArray(pairs))
        setRefused(pairs as ContrastIssue[]);
      else setServerError(apiError);
    } finally {
      setBusy(false);
    }
  }

  const primaryHost = tenant.domains.find((domain) => domain.is_primary)?.host ?? tenant.domains[0]?.host;

  return (
    <Layout>
      <Column>
        <Stack noValidate onSubmit={submit} data-testid="tenant-theme-form">
          <Section>
            <h2>
              <FormattedMessage id="tenants.theme.palette" />
            </h2>
            <Note>
              <FormattedMessage id="tenants.theme.intro" />
            </Note>
            {PALETTE_KEYS.map((key) => (
              <ColourField
                key={key}
                name={key}
                value={draft[key]}
                invalid={invalid.includes(key)}
                onChange={(value) => change(key, value)}
                onReset={() => change(key, DEFAULT_PALETTE[key])}
              />
            ))}
            {refusals.length > 0 && (
              <Alert tone="danger" data-testid="theme-refused">
                <FormattedMessage id="error.palette_low_contrast" />
                <IssueList issues={refusals} testPrefix="theme-refused-pairs" />
              </Alert>
            )}
            {warnings.length > 0 && (
              <Alert tone="warning" data-testid="theme-warnings">
                <FormattedMessage id="tenants.theme.warnings" />
                <IssueList issues={warnings} testPrefix="theme-warning" />
              </Alert>
            )}
          </Section>
          <FormFooter
            busy={busy}
            saved={saved}
            error={serverError}
            disabled={!palette || verdict.errors.length > 0}
            testPrefix="tenant-theme"
          />
        </Stack>
        <Section>
          <h2>
            <FormattedMessage id="tenants.theme.images" />
          </h2>
          <ImageUpload
            tenantId={tenant.id}
            kind="logo"
            url={tenant.logo_url}
            onChanged={(images) => {
              onSaved(images);
              setSiteVersion((version) => version + 1);
            }}
          />
          <ImageUpload
            tenantId={tenant.id}
            kind="favicon"
            url={tenant.favicon_url}
            onChanged={(images) => {
              onSaved(images);
              setSiteVersion((version) => version + 1);
            }}
          />
        </Section>
      </Column>
      <Previews aria-label={intl.formatMessage({ id: 'tenants.preview.title' })}>
        <Section>
          <h2>
            <FormattedMessage id="tenants.preview.title" />
          </h2>
          {palette ? (
            <MiniPreview palette={palette} name={tenant.name} />
          ) : (
            <Note>
              <FormattedMessage id={errorMessageId('validation_failed')} />
            </Note>
          )}
        </Section>
        <SitePreview host={primaryHost} version={siteVersion} />
      </Previews>
    </Layout>
  );
}

function ColourField({
  name,
  value,
  invalid,
  onChange,
  onReset,
}: {
  name: PaletteKey;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  onReset: () => void;
}) {
  const intl = useIntl();
  const checks = invalid ? null : colourContrast(name, value.toLowerCase());
  return (
    <ColourRow data-testid={`theme-colour-${name}`}>
      <input
        type="color"
        value={invalid ? '#000000' : value.toLowerCase()}
        onChange={(event) => onChange(event.target.value)}
        aria-label={intl.formatMessage(
          { id: 'tenants.theme.picker' },
          { name: intl.formatMessage({ id: KEY_LABELS[name] }) },
        )}
        data-testid={`theme-${name}-picker`}
      />
      <div>
        <TextField
          label={<FormattedMessage id={KEY_LABELS[name]} />}
          hint={<FormattedMessage id={`${KEY_LABELS[name]}.hint` as MessageId} />}
          value={value}
          spellCheck={false}
          maxLength={7}
          onChange={(event) => onChange(event.target.value.trim())}
          error={invalid ? intl.formatMessage({ id: 'tenants.check.colour' }) : undefined}
          data-testid={`theme-${name}`}
        />
        <Badges>
          {checks && (
            <ContrastBadge
              use={name === 'dark' ? 'tenants.theme.use.text_on_dark' : 'tenants.theme.use.button'}
              ratio={checks.onColour.ratio}
              verdict={checks.onColour.verdict}
              testId={`theme-${name}-contrast`}
            />
          )}
          {checks?.asText && (
            <ContrastBadge
              use="tenants.theme.use.text"
              ratio={checks.asText.ratio}
              verdict={checks.asText.verdict}
              testId={`theme-${name}-contrast-text`}
            />
          )}
          {value.toLowerCase() !== DEFAULT_PALETTE[name] && (
            <Button variant="ghost" size="sm" onClick={onReset} data-testid={`theme-${name}-reset`}>
              <FormattedMessage id="tenants.theme.reset" />
            </Button>
          )}
        </Badges>
      </div>
    </ColourRow>
  );
}
