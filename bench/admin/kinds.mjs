// The console's list calls bench/admin measures: each kind names its route under /api/admin/ and the query
// of sample `i` (from the seeded ids in `s`). A kind with `deep: n` is that query's page n, reached once by
// following next_cursor; the samples then ask for that page again and again. `list` names the answer's
// array whose rows are shown (else its first array).

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pick = (list, i) => list[i % list.length];
/** A member of the large tenant, spread over all of them. */
const anyMember = (s, i) => s.firstMember + ((i * 7919) % s.members);

export const KINDS = [
  // the floor of every call: the session and roles checked, no list read
  { name: 'me (floor: session check only)', route: 'me.php', query: () => ({}), list: 'none' },
  { name: 'members: id', route: 'members.php', query: (s, i) => ({ q: String(anyMember(s, i)) }) },
  {
    name: 'members: e-mail prefix',
    route: 'members.php',
    query: (s, i) => ({ q: pick(s.emails, i).slice(0, 9) }),
  },
  { name: 'members: name prefix (1 in 40)', route: 'members.php', query: () => ({ q: 'anna' }) },
  {
    name: 'members: prefix "a", one tenant',
    route: 'members.php',
    query: (s) => ({ q: 'a', tenant_id: s.tenantId }),
  },
  {
    name: 'members: prefix "a", small old tenant',
    route: 'members.php',
    query: (s) => ({ q: 'a', tenant_id: s.otherTenantId }),
  },
  { name: 'members: a rare name', route: 'members.php', query: () => ({ q: 'zebulon' }) },
  { name: 'members: nobody matching', route: 'members.php', query: () => ({ q: 'qxzv' }) },
  { name: 'members: prefix "a", page 20', route: 'members.php', query: () => ({ q: 'a' }), deep: 20 },
  {
    name: 'member: 5,000 ledger rows',
    route: 'member.php',
    query: (s) => ({ id: s.firstMember }),
    list: 'ledger',
  },
  { name: 'member: any', route: 'member.php', query: (s, i) => ({ id: anyMember(s, i) }), list: 'ledger' },
  {
    name: 'member-ledger: page 20',
    route: 'member-ledger.php',
    query: (s) => ({ id: s.firstMember }),
    deep: 20,
  },
  { name: 'complaints: queue', route: 'complaints.php', query: () => ({}) },
  { name: 'complaints: open', route: 'complaints.php', query: () => ({ status: 'open' }) },
  {
    name: 'complaints: tenant, in progress',
    route: 'complaints.php',
    query: (s) => ({ tenant_id: s.tenantId, status: 'in_progress' }),
  },
  { name: 'complaints: unassigned', route: 'complaints.php', query: () => ({ assigned: 'none' }) },
  { name: 'complaints: page 5', route: 'complaints.php', query: () => ({}), deep: 5 },
  { name: 'codes: list', route: 'codes.php', query: (s) => ({ tenant_id: s.tenantId }) },
  {
    name: 'codes: search "SPRING-A"',
    route: 'codes.php',
    query: (s) => ({ tenant_id: s.tenantId, q: 'SPRING-A' }),
  },
  {
    name: 'codes: inactive',
    route: 'codes.php',
    query: (s) => ({ tenant_id: s.tenantId, status: 'inactive' }),
  },
  {
    name: 'codes: kind retention',
    route: 'codes.php',
    query: (s) => ({ tenant_id: s.tenantId, kind: 'retention' }),
  },
  { name: 'codes: page 20', route: 'codes.php', query: (s) => ({ tenant_id: s.tenantId }), deep: 20 },
  { name: 'code-uses: 2,003 uses, first page', route: 'code-uses.php', query: (s) => ({ id: s.hotCode }) },
  { name: 'code-uses: page 20', route: 'code-uses.php', query: (s) => ({ id: s.hotCode }), deep: 20 },
  {
    name: 'code-uses: 3 uses',
    route: 'code-uses.php',
    query: (s, i) => ({ id: s.firstCode + 1 + (i % 50) }),
  },
  { name: 'inbox: all tenants', route: 'inbox.php', query: () => ({}) },
  { name: 'inbox: one tenant', route: 'inbox.php', query: (s) => ({ tenant_id: s.tenantId }) },
  { name: 'inbox: page 5', route: 'inbox.php', query: () => ({}), deep: 5 },
  { name: 'staff-messages: all', route: 'staff-messages.php', query: () => ({}) },
  {
    name: 'staff-messages: per staff',
    route: 'staff-messages.php',
    query: (s, i) => ({ staff_id: pick(s.staff.moderators, i) }),
  },
  {
    name: 'staff-messages: per member',
    route: 'staff-messages.php',
    query: (s, i) => ({ member_id: s.firstMember + 5 * (i % 200) + 1 }),
  },
  {
    name: 'staff-messages: per profile',
    route: 'staff-messages.php',
    query: (s, i) => ({ profile_id: s.firstFictional + (i % s.fictional) }),
  },
  { name: 'staff-messages: page 10', route: 'staff-messages.php', query: () => ({}), deep: 10 },
  { name: 'audit: all', route: 'audit.php', query: () => ({}) },
  { name: 'audit: action', route: 'audit.php', query: () => ({ action: 'complaint.update' }) },
  { name: 'audit: staff', route: 'audit.php', query: (s, i) => ({ staff_id: pick(s.staff.moderators, i) }) },
  {
    name: 'audit: one member',
    route: 'audit.php',
    query: (s, i) => ({ entity: 'member', entity_id: String(anyMember(s, i)) }),
  },
  { name: 'audit: small tenant', route: 'audit.php', query: (s) => ({ tenant_id: s.otherTenantId }) },
  {
    name: 'audit: 30 days a year ago',
    route: 'audit.php',
    query: () => ({ from: `${day(-395)}T00:00:00.000Z`, to: `${day(-365)}T00:00:00.000Z` }),
  },
  { name: 'audit: page 10', route: 'audit.php', query: () => ({}), deep: 10 },
  {
    name: 'analytics: 90 days, all tenants',
    route: 'analytics.php',
    query: () => ({ from: day(-89), to: day(0) }),
  },
  {
    name: 'analytics: 90 days, one tenant',
    route: 'analytics.php',
    query: (s) => ({ tenant_id: s.tenantId, from: day(-89), to: day(0) }),
  },
  {
    name: 'analytics: 366 days, all tenants',
    route: 'analytics.php',
    query: () => ({ from: day(-365), to: day(0) }),
  },
  {
    name: 'fictional-profiles: list',
    route: 'fictional-profiles.php',
    query: (s) => ({ tenant_id: s.tenantId }),
  },
  {
    name: 'fictional-profiles: name "an"',
    route: 'fictional-profiles.php',
    query: (s) => ({ tenant_id: s.tenantId, q: 'an' }),
  },
  {
    name: 'fictional-profiles: page 5',
    route: 'fictional-profiles.php',
    query: (s) => ({ tenant_id: s.tenantId }),
    deep: 5,
  },
  { name: 'photo-reviews: queue', route: 'photo-reviews.php', query: () => ({}), needs: 'photoReview' },
  {
    name: 'photo-reviews: page 5',
    route: 'photo-reviews.php',
    query: () => ({}),
    deep: 5,
    needs: 'photoReview',
  },
];

/** The analytics kinds: their calls must not read chat_message (DESIGN.md: aggregates kept per day). */
export const isAnalytics = (kind) => kind.route === 'analytics.php';
