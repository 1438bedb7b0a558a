import { contrast } from '@amora/theme';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { colourContrast } from './palette-checks';
import { sent, tenantAnswer, vonk } from './tenant-fixture';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function setUp(theme?: (body: { palette: Record<string, string | null> }) => Response) {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('operator'),
    'GET /api/admin/tenants.php': tenantAnswer(vonk()),
    'PATCH /api/admin/tenant-theme.php': (init) =>
      (theme ?? (() => jsonResponse(500, null)))(JSON.parse(String(init?.body))),
  });
  renderApp('/tenants?id=1&tab=theme');
  return fetchMock;
}

describe('contrast per colour', () => {
  it('computes WCAG ratios with the theme helpers: dark fails below 4.5:1, brand colours are adjusted', () => {
    expect(colourContrast('dark', '#2b0b3f').onColour.verdict).toBe('pass');
    const grey = colourContrast('dark', '#777777');
    expect(grey.onColour.verdict).toBe('fail');
    expect(grey.onColour.ratio).toBeCloseTo(Math.floor(contrast('#ffffff', '#777777') * 100) / 100, 2);
    const yellow = colourContrast('primary', '#ffd60a');
    expect(yellow.onColour.verdict).toBe('pass');
    expect(yellow.asText?.verdict).toBe('adjusted');
    expect(colourContrast('primary', '#7b2cbf').asText?.verdict).toBe('pass');
  });
});

describe('the theme editor', () => {
  it('shows the indicators and redraws the mini preview from the unsaved colours at once', async () => {
    const fetchMock = setUp();
    expect((await screen.findByTestId('theme-primary-contrast-text')).dataset.verdict).toBe('pass');
    expect(screen.getByTestId('theme-mini-preview').dataset.primary).toBe('#7b2cbf');
    type('theme-primary', '#ffd60a');
    expect(screen.getByTestId('theme-primary-contrast-text').dataset.verdict).toBe('adjusted');
    expect(screen.getByTestId('theme-warnings').textContent).toMatch(/as text on white/);
    expect(screen.getByTestId('theme-mini-preview').dataset.primary).toBe('#ffd60a');
    expect(sent(fetchMock, 'PATCH', '/api/admin/tenant-theme.php')).toEqual([]);
  });

  it('refuses a dark colour without contrast before sending, naming the pair', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('theme-dark');
    type('theme-dark', '#777777');
    expect(screen.getByTestId('theme-dark-contrast').dataset.verdict).toBe('fail');
    expect(screen.getByTestId('theme-refused').textContent).toMatch(/hard to read \(WCAG AA\)/);
    expect(screen.getByTestId('theme-refused-pairs-dark-text_on_dark')).toBeTruthy();
    expect((screen.getByTestId('tenant-theme-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('tenant-theme-form'));
    expect(sent(fetchMock, 'PATCH', '/api/admin/tenant-theme.php')).toEqual([]);
  });

  it('says a colour that is not hex under its field', async () => {
    setUp();
    await screen.findByTestId('theme-success');
    type('theme-success', '#12g');
    expect(screen.getByText('A hex colour such as #7b2cbf')).toBeTruthy();
    expect((screen.getByTestId('tenant-theme-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends only the changed colour, shows the API's warnings and reloads the member site", async () => {
    const fetchMock = setUp(({ palette }) =>
      jsonResponse(200, {
        theme_overrides: { primary: palette.primary },
        theme: { ...vonk().theme, primary: palette.primary },
        warnings: [
          {
            key: 'primary',
            use: 'text',
            foreground: '#ffd60a',
            background: '#ffffff',
            ratio: 1.43,
            adjusted_to: '#857000',
          },
        ],
      }),
    );
    const site = await screen.findByTestId('theme-site-preview');
    expect(site.getAttribute('src')).toBe('http://vonk.localhost/');
    type('theme-primary', '#FFD60A');
    fireEvent.click(screen.getByTestId('tenant-theme-save'));
    await screen.findByTestId('tenant-theme-saved');
    expect(sent(fetchMock, 'PATCH', '/api/admin/tenant-theme.php')).toEqual([
      { tenant_id: 1, palette: { primary: '#ffd60a' } },
    ]);
    expect(screen.getByTestId('theme-warning-primary-text').textContent).toMatch(/the site uses #857000/);
    await waitFor(() => expect(screen.getByTestId('theme-site-preview').dataset.version).toBe('1'));
  });

  it('shows the pairs the API refuses with palette_low_contrast', async () => {
    setUp(() =>
      jsonResponse(400, {
        error: {
          code: 'palette_low_contrast',
          message: 'Text on these colours would be hard to read (WCAG AA)',
          params: {
            pairs: [
              { key: 'dark', use: 'text_on_dark', foreground: '#ffffff', background: '#8a8a8a', ratio: 3.45 },
            ],
          },
        },
      }),
    );
    await screen.findByTestId('theme-secondary');
    type('theme-secondary', '#0a7d3b');
    fireEvent.click(screen.getByTestId('tenant-theme-save'));
    expect((await screen.findByTestId('theme-refused-pairs-dark-text_on_dark')).textContent).toMatch(
      /#8a8a8a/,
    );
    expect(screen.queryByTestId('tenant-theme-saved')).toBeNull();
  });

  it('returns a colour to its default as null', async () => {
    const fetchMock = mockFetch();
    const saved = vonk({
      theme_overrides: { primary: '#b0124f' },
      theme: { ...vonk().theme, primary: '#b0124f' },
    });
    routeFetch(fetchMock, {
      'GET /api/admin/me.php': signedInAs('operator'),
      'GET /api/admin/tenants.php': tenantAnswer(saved),
      'PATCH /api/admin/tenant-theme.php': () =>
        jsonResponse(200, { theme_overrides: {}, theme: vonk().theme, warnings: [] }),
    });
    renderApp('/tenants?id=1&tab=theme');
    fireEvent.click(await screen.findByTestId('theme-primary-reset'));
    fireEvent.click(screen.getByTestId('tenant-theme-save'));
    await screen.findByTestId('tenant-theme-saved');
    expect(sent(fetchMock, 'PATCH', '/api/admin/tenant-theme.php')).toEqual([
      { tenant_id: 1, palette: { primary: null } },
    ]);
  });
});
