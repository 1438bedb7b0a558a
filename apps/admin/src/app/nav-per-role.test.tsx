import type { StaffRole } from '@amora/contracts';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { routeFetch, signedInAs, staffMember } from '../test/staff-fixtures';

const navigation = async () =>
  within(await screen.findByTestId('admin-sidebar'))
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

describe('navigation per role', () => {
  it.each<[StaffRole, string[]]>([
    [
      'owner',
      [
        'Dashboard',
        'Analytics',
        'Tenants',
        'Prices',
        'Discount codes',
        'Profiles',
        'Moderation',
        'Complaints',
        'Members',
        'Photo review',
        'Staff',
        'Audit log',
      ],
    ],
    ['operator', ['Dashboard', 'Analytics', 'Tenants', 'Prices', 'Discount codes', 'Profiles']],
    ['support', ['Dashboard', 'Complaints', 'Members', 'Photo review']],
    ['moderator', ['Dashboard', 'Moderation']],
  ])('shows a %s only the areas of the role', async (role, areas) => {
    routeFetch(mockFetch(), { 'GET /api/admin/me.php': signedInAs(role) });
    renderApp('/');
    expect(await navigation()).toEqual(areas);
  });

  it('hides a group that has no area for the role', async () => {
    routeFetch(mockFetch(), { 'GET /api/admin/me.php': signedInAs('moderator') });
    renderApp('/');
    const sidebar = await screen.findByTestId('admin-sidebar');
    expect(within(sidebar).queryByText('Configuration')).toBeNull();
    expect(within(sidebar).queryByText('Administration')).toBeNull();
  });

  it.each([
    ['moderator', '/staff'],
    ['support', '/tenants'],
    ['operator', '/audit'],
  ] as const)('tells a %s that %s is not for their role', async (role, path) => {
    routeFetch(mockFetch(), { 'GET /api/admin/me.php': signedInAs(role) });
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your role does not include this page' }),
    ).toBeTruthy();
  });

  it('names several roles of one staff member once each', async () => {
    routeFetch(mockFetch(), {
      'GET /api/admin/me.php': signedInAs('support', {
        staff: {
          ...staffMember({
            name: 'Sam Both',
            email: 'sam@amora.localhost',
            roles: [
              { role: 'support', tenant_id: 1 },
              { role: 'moderator', tenant_id: 1 },
              { role: 'moderator', tenant_id: 2 },
            ],
          }),
        },
      }),
    });
    renderApp('/');
    expect(await navigation()).toEqual(['Dashboard', 'Moderation', 'Complaints', 'Members', 'Photo review']);
    expect(screen.getByTestId('admin-sidebar-staff').textContent).toBe(
      'Sam Bothsam@amora.localhostSupportModerator',
    );
  });
});
