/**
 * The admin API's paths. Kept as plain strings rather than imported from API_ROUTES, which would pull
 * every route's schemas into the console's bundle; admin-paths.test.ts keeps them equal to the table.
 */
export const ADMIN_PATHS = {
  adminLogin: '/api/admin/login.php',
  adminLogout: '/api/admin/logout.php',
  adminMe: '/api/admin/me.php',
  adminPassword: '/api/admin/password.php',
  adminTotpStart: '/api/admin/totp.php',
  adminTotpConfirm: '/api/admin/totp-confirm.php',
  adminStaffList: '/api/admin/staff.php',
  adminStaffCreate: '/api/admin/staff.php',
  adminStaffUpdate: '/api/admin/staff.php',
  adminAudit: '/api/admin/audit.php',
} as const;
