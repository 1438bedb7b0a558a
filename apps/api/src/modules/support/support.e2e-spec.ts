import { randomUUID } from 'node:crypto';
import {
  adminComplaintAnswerSchema,
  adminComplaintsAnswerSchema,
  adminMemberAnswerSchema,
  adminMembersAnswerSchema,
  type StaffRole,
} from '@amora/contracts';
import { logIn, PASSWORD, signUp, WEB } from '../../test/accounts.js';
import { insertBundle, insertCode, insertMember, insertPayment } from '../../test/discounts.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, as as asMember, insertProfile, type TestMember } from '../../test/profiles.js';
import { ADMIN_HOST, asStaff, createStaff, signInStaff } from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

type Who = StaffRole | 'otherSupport';

describe('support in the console: complaints and member lookup', () => {
  let t: TestApp;
  let tenantA: number;
  let tenantB: number;
  let hostA: string;
  const cookies = {} as Record<Who, string>;
  const staffIds = {} as Record<Who, number>;
  let complainant: TestMember;
  let reported: TestMember;
  let complaintId: number;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    ({
      tenant: { id: tenantA },
      host: hostA,
    } = await createTenant(t.dataSource));
    tenantB = (await createTenant(t.dataSource)).tenant.id;
    const grants: [Who, StaffRole, number | null][] = [
      ['owner', 'owner', null],
      ['support', 'support', tenantA],
      ['operator', 'operator', tenantA],
      ['moderator', 'moderator', tenantA],
      ['otherSupport', 'support', tenantB],
    ];
    for (const [who, role, tenantId] of grants) {
      const staff = await createStaff(t, [[role, tenantId]]);
      staffIds[who] = staff.id;
      cookies[who] = await signInStaff(t, staff);
    }
    complainant = await activeMember(t.http, t.dataSource, hostA, { confirmed: true });
    reported = await activeMember(t.http, t.dataSource, hostA, { confirmed: true });
    const report = await asMember(t.http, hostA, complainant).post('/api/complaints.php', {
      profile_id: reported.profileId,
      reason: 'harassment',
      text: 'Keeps insulting me',
    });
    expect(report.status).toBe(200);
    complaintId = report.body.id;
  });
  afterAll(() => t.close());

  const as = (who: Who) => asStaff(t, cookies[who]);
  const audits = (action: string, entityId?: number) =>
    t.dataSource.query(
      'SELECT * FROM audit_log WHERE action = $1 AND ($2::text IS NULL OR entity_id = $2) ORDER BY id',
      [action, entityId === undefined ? null : String(entityId)],
    );
  const act = (body: object, who: Who = 'support') =>
    as(who).post('/api/admin/complaint-actions.php', {
      complaint_id: complaintId,
      action_key: randomUUID(),
      reason: 'Confirmed by the messages',
      ...body,
    });
  const memberCall = (who: TestMember) =>
    t.http.get('/api/account-settings.php').set('Host', hostA).set(WEB).set('Cookie', who.cookie);

  describe('roles', () => {
    it('lets owners and support of the tenant in, and refuses everyone else', async () => {
      const paths = [
        `/api/admin/complaints.php?tenant_id=${tenantA}`,
        `/api/admin/complaint.php?id=${complaintId}`,
        `/api/admin/member.php?id=${complainant.memberId}`,
        `/api/admin/members.php?q=${complainant.memberId}&tenant_id=${tenantA}`,
      ];
      for (const path of paths) {
        expect((await as('owner').get(path)).status).toBe(200);
        expect((await as('support').get(path)).status).toBe(200);
        for (const who of ['operator', 'moderator', 'otherSupport'] as const) {
          const refused = await as(who).get(path);
          expect([path, who, refused.status, refused.body.error.code]).toEqual([
            path,
            who,
            403,
            'staff_forbidden',
          ]);
        }
      }
      const change = await as('otherSupport').post('/api/admin/complaint-notes.php', {
        complaint_id: complaintId,
        text: 'not mine',
      });
      expect(change.status).toBe(403);
      expect(await t.dataSource.query('SELECT * FROM complaint_note')).toEqual([]);
    });

    it('is refused to a member session and on a tenant host', async () => {
      const path = '/api/admin/complaints.php';
      const withMember = await t.http.get(path).set('Host', ADMIN_HOST).set('Cookie', complainant.cookie);
      expect([withMember.status, withMember.body.error.code]).toEqual([403, 'authentication_required']);
      const onSite = await t.http.get(path).set('Host', hostA).set(WEB).set('Cookie', cookies.owner);
      expect(onSite.status).toBe(404);
    });

    it("shows support of another tenant none of this tenant's complaints or members", async () => {
      const list = await as('otherSupport').get('/api/admin/complaints.php').expect(200);
      expect(list.body.complaints).toEqual([]);
      const search = await as('otherSupport')
        .get(`/api/admin/members.php?q=${complainant.memberId}`)
        .expect(200);
      expect(search.body.members).toEqual([]);
    });
  });

  describe('the complaints page of the member site', () => {
    it('files a general complaint with a subject and no profile', async () => {
      const general = await asMember(t.http, hostA, complainant).post('/api/complaints.php', {
        reason: 'other',
        subject: 'Billing',
        text: 'I was charged twice',
      });
      expect(general.status).toBe(200);
      const [row] = await t.dataSource.query('SELECT profile_id, subject FROM complaint WHERE id = $1', [
        general.body.id,
      ]);
      expect(row).toEqual({ profile_id: null, subject: 'Billing' });
      const vague = await asMember(t.http, hostA, complainant).post('/api/complaints.php', {
        reason: 'other',
      });
      expect([vague.status, vague.body.error.code]).toEqual([400, 'validation_failed']);
    });
  });

  describe('the queue', () => {
    it('pages on the server with a cursor and filters by status, reason and assignee', async () => {
      await t.dataSource.query(
        `INSERT INTO complaint (tenant_id, member_id, reason, subject, text, status)
         SELECT $1, $2, 'other', 'bulk ' || n, '', CASE WHEN n % 3 = 0 THEN 'closed' ELSE 'open' END
           FROM generate_series(1, 60) AS n`,
        [tenantA, complainant.memberId],
      );
      const first = await as('support').get(`/api/admin/complaints.php?tenant_id=${tenantA}`).expect(200);
      expect(adminComplaintsAnswerSchema.parse(first.body).complaints).toHaveLength(50);
      const second = await as('support')
        .get(`/api/admin/complaints.php?tenant_id=${tenantA}&cursor=${first.body.next_cursor}`)
        .expect(200);
      expect(second.body.next_cursor).toBeNull();
      const ids = [...first.body.complaints, ...second.body.complaints].map((c: { id: number }) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const total = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM complaint WHERE tenant_id = $1',
        [tenantA],
      );
      expect(ids).toHaveLength(total[0].n);

      const closed = await as('support').get('/api/admin/complaints.php?status=closed').expect(200);
      expect(closed.body.complaints).toHaveLength(20);
      expect(closed.body.complaints.every((c: { status: string }) => c.status === 'closed')).toBe(true);
      const harassment = await as('support').get('/api/admin/complaints.php?reason=harassment').expect(200);
      expect(harassment.body.complaints.map((c: { id: number }) => c.id)).toEqual([complaintId]);
      const bad = await as('support').get('/api/admin/complaints.php?status=lost');
      expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_failed']);
    });

    it('assigns, changes the status and keeps notes, each audited', async () => {
      const assigned = await as('support')
        .patch('/api/admin/complaints.php', {
          id: complaintId,
          assigned_staff_id: staffIds.support,
          status: 'in_progress',
        })
        .expect(200);
      expect(assigned.body.complaint).toMatchObject({
        status: 'in_progress',
        assigned: { id: staffIds.support },
      });
      const mine = await as('support').get('/api/admin/complaints.php?assigned=me').expect(200);
      expect(mine.body.complaints.map((c: { id: number }) => c.id)).toEqual([complaintId]);
      const [audit] = await audits('complaint.update', complaintId);
      expect(audit).toMatchObject({
        staff_id: staffIds.support,
        tenant_id: tenantA,
        before: { status: 'open', assigned_staff_id: null },
        after: { status: 'in_progress', assigned_staff_id: staffIds.support },
      });

      const toOperator = await as('support').patch('/api/admin/complaints.php', {
        id: complaintId,
        assigned_staff_id: staffIds.operator,
      });
      expect([toOperator.status, toOperator.body.error.code]).toEqual([400, 'complaint_assignee_invalid']);
      const missing = await as('owner').patch('/api/admin/complaints.php', { id: 999_999, status: 'closed' });
      expect([missing.status, missing.body.error.code]).toEqual([404, 'complaint_not_found']);

      const note = await as('support')
        .post('/api/admin/complaint-notes.php', {
          complaint_id: complaintId,
          text: 'Asked the member for screenshots',
        })
        .expect(200);
      expect(note.body.note).toMatchObject({
        text: 'Asked the member for screenshots',
        author: { id: staffIds.support },
      });
      expect(await audits('complaint.note', complaintId)).toHaveLength(1);
    });

    it('shows one complaint in full: both members, their messages, notes and history', async () => {
      const [conversation] = await t.dataSource.query(
        `INSERT INTO conversation (tenant_id, profile_low_id, profile_high_id, started_by_profile_id)
         VALUES ($1, least($2::int, $3::int), greatest($2::int, $3::int), $3) RETURNING id`,
        [tenantA, complainant.profileId, reported.profileId],
      );
      for (const [sender, text] of [
        [reported.profileId, 'You are ugly'],
        [complainant.profileId, 'Please stop'],
      ] as const) {
        await t.dataSource.query(
          'INSERT INTO chat_message (tenant_id, conversation_id, sender_profile_id, text) VALUES ($1, $2, $3, $4)',
          [tenantA, conversation.id, sender, text],
        );
      }
      const full = await as('support').get(`/api/admin/complaint.php?id=${complaintId}`).expect(200);
      const body = adminComplaintAnswerSchema.parse(full.body);
      expect(body.complainant?.id).toBe(complainant.memberId);
      expect(body.reported).toMatchObject({ profile_id: reported.profileId, is_fictional: false });
      expect(body.reported?.member?.id).toBe(reported.memberId);
      expect(body.messages.map((m) => [m.text, m.from_complainant])).toEqual([
        ['Please stop', true],
        ['You are ugly', false],
      ]);
      expect(body.notes.map((n) => n.text)).toEqual(['Asked the member for screenshots']);
      expect(body.history.map((h) => h.action)).toEqual(['complaint.note', 'complaint.update']);
    });
    it("shows a reported profile of another tenant's member without that member's account or payments", async () => {
      const { host: hostC, tenant: tenantC } = await createTenant(t.dataSource);
      const foreign = await activeMember(t.http, t.dataSource, hostC, { confirmed: true });
      const bundle = await insertBundle(t.dataSource, tenantC.id, [
        { country: 'NL', currency: 'EUR', amount: 900 },
      ]);
      await insertPayment(t.dataSource, tenantC.id, foreign.memberId, bundle, 'paid');
      const [{ id }] = await t.dataSource.query(
        `INSERT INTO complaint (tenant_id, member_id, profile_id, reason, text)
         VALUES ($1, $2, $3, 'spam', 'From the shared pool') RETURNING id`,
        [tenantA, complainant.memberId, foreign.profileId],
      );
      const { body } = await as('support').get(`/api/admin/complaint.php?id=${id}`).expect(200);
      expect(body.reported).toEqual(expect.objectContaining({ profile_id: foreign.profileId, member: null }));
      expect(body.complainant.id).toBe(complainant.memberId);
      expect(body.payments.map((p: { member_id: number }) => p.member_id)).not.toContain(foreign.memberId);
    });
  });

  describe('actions', () => {
    it('refunds credits to the complainant through the ledger once, however often the request comes', async () => {
      const [{ credits: before }] = await t.dataSource.query('SELECT credits FROM member WHERE id = $1', [
        complainant.memberId,
      ]);
      const body = { action: 'refund', credits: 40, action_key: randomUUID() };
      const answers = await Promise.all([act(body), act(body), act(body)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => a.body.done)).toHaveLength(1);
      const entries = await t.dataSource.query(
        'SELECT delta, reason, reference, idempotency_key FROM credit_ledger WHERE member_id = $1 AND reason = $2',
        [complainant.memberId, 'support_refund'],
      );
      expect(entries).toEqual([
        {
          delta: 40,
          reason: 'support_refund',
          reference: `complaint:${complaintId}`,
          idempotency_key: `support-refund:${body.action_key}`,
        },
      ]);
      const [{ credits: after }] = await t.dataSource.query('SELECT credits FROM member WHERE id = $1', [
        complainant.memberId,
      ]);
      expect(after).toBe(before + 40);
      const [audit, ...more] = await audits('complaint.refund', complaintId);
      expect(more).toEqual([]);
      expect(audit.after).toMatchObject({ refunded: 40, credits: before + 40, action_key: body.action_key });

      const noCredits = await act({ action: 'refund' });
      expect([noCredits.status, noCredits.body.error.code]).toEqual([400, 'validation_failed']);
    });

    it('replies to the complainant by mail, kept in the outbox, once per action key', async () => {
      const body = {
        complaint_id: complaintId,
        text: 'We have refunded 40 credits.',
        action_key: randomUUID(),
      };
      const answers = await Promise.all([
        as('support').post('/api/admin/complaint-reply.php', body),
        as('support').post('/api/admin/complaint-reply.php', body),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.body.done).sort()).toEqual([false, true]);
      const sent = answers.find((a) => a.body.done);
      const [mail, ...more] = await t.dataSource.query(
        `SELECT * FROM outbound_mail WHERE member_id = $1 AND kind = 'support_reply'`,
        [complainant.memberId],
      );
      expect(more).toEqual([]);
      expect(mail).toMatchObject({
        id: sent?.body.mail_id,
        to_address: complainant.email,
        status: 'outbox',
      });
      expect(mail.text).toContain('We have refunded 40 credits.');
      expect(await audits('complaint.reply', complaintId)).toHaveLength(1);
    });

    it('warns the reported member by mail in their language', async () => {
      await t.dataSource.query(`UPDATE member SET language = 'de' WHERE id = $1`, [reported.memberId]);
      const warned = await act({ action: 'warn' });
      expect(warned.status).toBe(200);
      const [mail] = await t.dataSource.query(
        `SELECT * FROM outbound_mail WHERE member_id = $1 AND kind = 'support_warning'`,
        [reported.memberId],
      );
      expect(mail.subject).toContain('Dein Verhalten');
      expect(await audits('complaint.warn', complaintId)).toHaveLength(1);
    });

    it('disables the reported member: logged out, hidden, no login until enabled again', async () => {
      expect((await memberCall(reported)).status).toBe(200);
      const disabled = await act({ action: 'disable' });
      expect(disabled.status).toBe(200);
      expect((await memberCall(reported)).body.error.code).toBe('authentication_required');
      const [profile] = await t.dataSource.query('SELECT status FROM profile WHERE id = $1', [
        reported.profileId,
      ]);
      expect(profile.status).toBe('disabled');
      const login = await logIn(t.http, hostA, reported.email, PASSWORD);
      expect(login.body.error.code).toBe('account_disabled');
      const [audit] = await audits('complaint.disable', complaintId);
      expect(audit.before).toMatchObject({ member_id: reported.memberId, disabled_at: null, sessions: 1 });
      expect(audit.after).toMatchObject({ profile_status: 'disabled', sessions: 0 });
      // a password reset does not lift it
      await t.http
        .post('/api/password-reset.php')
        .set('Host', hostA)
        .set(WEB)
        .send({ email: reported.email })
        .expect(200);
      const [resetMail] = await t.dataSource.query(
        `SELECT text FROM outbound_mail WHERE member_id = $1 AND kind = 'password_reset' ORDER BY id DESC LIMIT 1`,
        [reported.memberId],
      );
      const token = /token=([A-Za-z0-9_-]+)/.exec(resetMail.text)?.[1];
      const reset = await t.http
        .put('/api/password-reset.php')
        .set('Host', hostA)
        .set(WEB)
        .send({ token, password: 'Another-Password-77', password_repeat: 'Another-Password-77' });
      expect(reset.body.error.code).toBe('account_disabled');
      expect((await logIn(t.http, hostA, reported.email, PASSWORD)).body.error.code).toBe('account_disabled');

      expect((await act({ action: 'enable' })).status).toBe(200);
      expect((await logIn(t.http, hostA, reported.email, PASSWORD)).status).toBe(200);
      const [visible] = await t.dataSource.query('SELECT status FROM profile WHERE id = $1', [
        reported.profileId,
      ]);
      expect(visible.status).toBe('active');
    });

    it('saves nothing of a refused action', async () => {
      const [general] = await t.dataSource.query(
        `INSERT INTO complaint (tenant_id, member_id, reason, subject, text) VALUES ($1, $2, 'other', 'App', 'Slow')
         RETURNING id, updated_at`,
        [tenantA, complainant.memberId],
      );
      const refused = await act({ action: 'disable', complaint_id: general.id });
      expect([refused.status, refused.body.error.code]).toEqual([409, 'complaint_no_member']);
      const foreign = await act({ action: 'refund', credits: 5, complaint_id: general.id }, 'otherSupport');
      expect(foreign.status).toBe(403);
      const [after] = await t.dataSource.query('SELECT updated_at FROM complaint WHERE id = $1', [
        general.id,
      ]);
      expect(after.updated_at).toEqual(general.updated_at);
      expect(
        await t.dataSource.query(`SELECT id FROM audit_log WHERE entity = 'complaint' AND entity_id = $1`, [
          String(general.id),
        ]),
      ).toEqual([]);
    });

    it('refuses member actions on a fictional profile', async () => {
      const fictional = await insertProfile(t.dataSource, tenantA);
      const [row] = await t.dataSource.query(
        `INSERT INTO complaint (tenant_id, member_id, profile_id, reason) VALUES ($1, $2, $3, 'fake_profile') RETURNING id`,
        [tenantA, complainant.memberId, fictional],
      );
      const refused = await act({ action: 'warn', complaint_id: row.id });
      expect([refused.status, refused.body.error.code]).toEqual([409, 'complaint_no_member']);
      const full = await as('support').get(`/api/admin/complaint.php?id=${row.id}`).expect(200);
      expect(full.body.reported).toMatchObject({ is_fictional: true, member: null });
    });

    it('deletes the reported member through the deletion path: anonymised, ledger kept', async () => {
      const deleted = await act({ action: 'delete' });
      expect(deleted.status).toBe(200);
      const [member] = await t.dataSource.query(
        'SELECT status, email, name, profile_id FROM member WHERE id = $1',
        [reported.memberId],
      );
      expect(member).toEqual({ status: 'deleted', email: null, name: null, profile_id: null });
      expect(await t.dataSource.query('SELECT id FROM profile WHERE id = $1', [reported.profileId])).toEqual(
        [],
      );
      expect(
        await t.dataSource.query('SELECT id FROM session WHERE member_id = $1', [reported.memberId]),
      ).toEqual([]);
      expect(await audits('complaint.delete', complaintId)).toHaveLength(1);
      // the case stays on file without the purged profile
      const kept = await as('support').get(`/api/admin/complaint.php?id=${complaintId}`).expect(200);
      expect(kept.body).toMatchObject({ reported: null, complaint: { reason: 'harassment' } });
      const again = await act({ action: 'warn' });
      expect([again.status, again.body.error.code]).toEqual([409, 'complaint_no_member']);
    });
  });

  describe('member lookup', () => {
    it('finds members by id, the start of the e-mail or of the name, paged', async () => {
      const byId = await as('support').get(`/api/admin/members.php?q=${complainant.memberId}`).expect(200);
      expect(adminMembersAnswerSchema.parse(byId.body).members.map((m) => m.id)).toEqual([
        complainant.memberId,
      ]);
      const byEmail = await as('support')
        .get(`/api/admin/members.php?q=${encodeURIComponent(complainant.email.slice(0, 12).toUpperCase())}`)
        .expect(200);
      expect(byEmail.body.members.map((m: { id: number }) => m.id)).toContain(complainant.memberId);
      const [{ name }] = await t.dataSource.query('SELECT name FROM member WHERE id = $1', [
        complainant.memberId,
      ]);
      const byName = await as('owner').get(`/api/admin/members.php?q=${name}`).expect(200);
      expect(byName.body.members.map((m: { id: number }) => m.id)).toEqual([complainant.memberId]);
      const wildcard = await as('owner').get('/api/admin/members.php?q=%25').expect(200);
      expect(wildcard.body.members).toEqual([]);

      for (let i = 0; i < 55; i++) {
        await t.dataSource.query(
          `INSERT INTO member (tenant_id, email, name, language, status) VALUES ($1, $2, $3, 'en', 'active')`,
          [i % 2 ? tenantA : tenantB, `bulk${i}@example.test`, `Bulk_${i}`],
        );
      }
      const ownerFirst = await as('owner').get('/api/admin/members.php?q=bulk').expect(200);
      expect(ownerFirst.body.members).toHaveLength(50);
      const ownerNext = await as('owner')
        .get(`/api/admin/members.php?q=bulk&cursor=${ownerFirst.body.next_cursor}`)
        .expect(200);
      expect(ownerNext.body.members).toHaveLength(5);
      expect(ownerNext.body.next_cursor).toBeNull();
      const supportOnly = await as('support').get('/api/admin/members.php?q=bulk').expect(200);
      expect(supportOnly.body.members).toHaveLength(27);
      expect(supportOnly.body.members.every((m: { tenant_id: number }) => m.tenant_id === tenantA)).toBe(
        true,
      );
    });

    it('lists name matches in name order, then members matched by e-mail alone, each once, paged', async () => {
      const insert = (tenant: number, email: string, name: string) =>
        t.dataSource.query(
          `INSERT INTO member (tenant_id, email, name, language, status) VALUES ($1, $2, $3, 'en', 'active')
           RETURNING id`,
          [tenant, email, name],
        );
      // 49 by name (their addresses match too), 3 by address alone, one of another tenant
      for (let i = 48; i >= 0; i--)
        await insert(tenantA, `qq${i}@example.test`, `QQ${String(i).padStart(2, '0')}`);
      for (const email of ['qqz-c@example.test', 'qqz-a@example.test', 'qqz-b@example.test']) {
        await insert(tenantA, email, `Other ${email}`);
      }
      await insert(tenantB, 'qqelse@example.test', 'Elsewhere');
      const names = Array.from({ length: 49 }, (_, i) => `QQ${String(i).padStart(2, '0')}`);
      for (const [who, emailOnly] of [
        ['support', ['qqz-a@example.test', 'qqz-b@example.test', 'qqz-c@example.test']],
        ['owner', ['qqelse@example.test', 'qqz-a@example.test', 'qqz-b@example.test', 'qqz-c@example.test']],
      ] as const) {
        const first = adminMembersAnswerSchema.parse(
          (await as(who).get('/api/admin/members.php?q=QQ').expect(200)).body,
        );
        const second = adminMembersAnswerSchema.parse(
          (await as(who).get(`/api/admin/members.php?q=QQ&cursor=${first.next_cursor}`).expect(200)).body,
        );
        expect(second.next_cursor).toBeNull();
        const found = [...first.members, ...second.members];
        expect(found.slice(0, 49).map((m) => m.name)).toEqual(names);
        expect(found.slice(49).map((m) => m.email)).toEqual(emailOnly);
      }
    });

    it("places no page after another tenant's member: a foreign cursor gives an empty page", async () => {
      const [own] = await t.dataSource.query(
        `INSERT INTO member (tenant_id, email, name, language, status) VALUES ($1, 'kk-own@example.test', 'KKa', 'en', 'active'),
                ($1, 'kk-two@example.test', 'KKz', 'en', 'active') RETURNING id`,
        [tenantA],
      );
      const [foreign] = await t.dataSource.query(
        `INSERT INTO member (tenant_id, email, name, language, status)
         VALUES ($1, 'kk-secret@example.test', 'KKm', 'en', 'active') RETURNING id`,
        [tenantB],
      );
      const after = async (cursor: number) =>
        (await as('support').get(`/api/admin/members.php?q=KK&cursor=${cursor}`).expect(200)).body.members;
      expect((await after(own.id)).map((m: { name: string }) => m.name)).toEqual(['KKz']);
      expect(await after(foreign.id)).toEqual([]);
    });

    it('shows one member in full: profile, sessions, ledger, payments, mails', async () => {
      const full = await as('support').get(`/api/admin/member.php?id=${complainant.memberId}`).expect(200);
      const body = adminMemberAnswerSchema.parse(full.body);
      expect(body.member.email).toBe(complainant.email);
      expect(body.profile?.id).toBe(complainant.profileId);
      await t.dataSource.query(
        `INSERT INTO profile_photo (tenant_id, profile_id, position, key, blur_key, width, height)
         VALUES ($1, $2, 0, 'abc', 'def', 10, 10)`,
        [tenantA, complainant.profileId],
      );
      await t.dataSource.query(
        `INSERT INTO profile_photo (tenant_id, profile_id, position, key, blur_key, width, height, review_status)
         VALUES ($1, $2, 1, 'ghi', 'jkl', 10, 10, 'pending')`,
        [tenantA, complainant.profileId],
      );
      const withPhoto = await as('support')
        .get(`/api/admin/member.php?id=${complainant.memberId}`)
        .expect(200);
      expect(withPhoto.body.profile.photos).toEqual([
        expect.objectContaining({
          url: '/media/p/abc/full.webp',
          pending: false,
        }),
        expect.objectContaining({
          thumb_url: '/media/p/ghi/thumb.webp',
          pending: true,
        }),
      ]);
      expect(body.sessions.length).toBeGreaterThanOrEqual(1);
      expect(body.ledger.map((e) => e.reason)).toContain('support_refund');
      expect(body.mails.map((m) => m.kind)).toContain('support_reply');
      expect(body.debt_credits).toBe(0);
      const missing = await as('owner').get('/api/admin/member.php?id=999999');
      expect([missing.status, missing.body.error.code]).toEqual([404, 'member_not_found']);
    });

    it("lists a member's payments with their refunds and chargebacks, and the codes used", async () => {
      const buyer = await insertMember(t.dataSource, tenantA, { paidUser: true });
      const bundle = await insertBundle(t.dataSource, tenantA, [
        { country: 'NL', currency: 'EUR', amount: 1000 },
      ]);
      const paymentId = await insertPayment(t.dataSource, tenantA, buyer.id, bundle, 'paid');
      for (const [table, ref, amount, credits, taken] of [
        ['payment_refund', 're_1', 300, 40, 30],
        ['payment_chargeback', 'chb_1', 450, 60, 60],
      ] as const) {
        await t.dataSource.query(
          `INSERT INTO ${table} (tenant_id, payment_id, provider_ref, amount, currency, credits, credits_taken,
                                 debt_credits) VALUES ($1, $2, $3, $4, 'EUR', $5, $6, $7)`,
          [tenantA, paymentId, ref, amount, credits, taken, credits - taken],
        );
      }
      const codeId = await insertCode(t.dataSource, tenantA, {
        code: `SUPPORT-${buyer.id}`,
        value_percentage: 25,
      });
      await t.dataSource.query(
        `INSERT INTO discount_redemption (tenant_id, discount_code_id, member_id, payment_id, validity, status)
         VALUES ($1, $2, $3, $4, 'unlimited', 'used')`,
        [tenantA, codeId, buyer.id, paymentId],
      );
      const answer = await as('support').get(`/api/admin/member.php?id=${buyer.id}`).expect(200);
      const body = adminMemberAnswerSchema.parse(answer.body);
      expect(body.payments).toEqual([
        expect.objectContaining({
          id: paymentId,
          status: 'paid',
          amount: 750,
          currency: 'EUR',
          credits: 100,
          provider: 'simulator',
          refunded_amount: 300,
          refunded_credits: 40,
        }),
      ]);
      expect(body.payments[0].refunds).toEqual([expect.objectContaining({ amount: 300, debt_credits: 10 })]);
      expect(body.payments[0].chargebacks).toEqual([
        expect.objectContaining({ amount: 450, credits_taken: 60 }),
      ]);
      expect(new Date(body.payments[0].refunds[0].created_at).toISOString()).toBe(
        body.payments[0].refunds[0].created_at,
      );
      expect(body.debt_credits).toBe(10);
      expect(body.member.disabled_at).toBeNull();
      await t.dataSource.query('UPDATE member SET disabled_at = now() WHERE id = $1', [buyer.id]);
      const found = await as('support').get(`/api/admin/members.php?q=${buyer.id}`).expect(200);
      expect(adminMembersAnswerSchema.parse(found.body).members[0].disabled_at).toEqual(expect.any(String));
      expect(body.codes).toEqual([
        expect.objectContaining({
          code: `SUPPORT-${buyer.id}`,
          kind: 'promotion',
          value_percentage: 25,
          status: 'used',
          payment_id: paymentId,
        }),
      ]);
    });

    it("ends a member's sessions: the cookie stops working", async () => {
      expect((await memberCall(complainant)).status).toBe(200);
      const [{ live }] = await t.dataSource.query(
        'SELECT count(*)::int AS live FROM session WHERE member_id = $1 AND expires_at > now()',
        [complainant.memberId],
      );
      await t.dataSource.query(
        `INSERT INTO session (tenant_id, member_id, token_hash, expires_at)
         VALUES ($1, $2, decode(md5(random()::text), 'hex'), now() - interval '1 day')`,
        [tenantA, complainant.memberId],
      );
      const ended = await as('support')
        .post('/api/admin/member-sessions.php', { member_id: complainant.memberId })
        .expect(200);
      // the expired session goes too, but counts as none ended
      expect(ended.body.ended).toBe(live);
      expect(live).toBeGreaterThanOrEqual(1);
      const [{ left }] = await t.dataSource.query(
        'SELECT count(*)::int AS left FROM session WHERE member_id = $1',
        [complainant.memberId],
      );
      expect(left).toBe(0);
      expect((await memberCall(complainant)).body.error.code).toBe('authentication_required');
      expect(await audits('member.sessions_end', complainant.memberId)).toHaveLength(1);
    });

    it('sends the activation mail again to an unconfirmed member only', async () => {
      const fresh = await signUp(t.http, hostA, {}, { ip: '10.77.0.1' });
      const [{ id }] = await t.dataSource.query('SELECT id FROM member WHERE email = $1', [fresh.email]);
      await as('support').post('/api/admin/member-activation.php', { member_id: id }).expect(200);
      const mails = await t.dataSource.query(
        `SELECT text FROM outbound_mail WHERE member_id = $1 AND kind = 'activation' ORDER BY id`,
        [id],
      );
      expect(mails).toHaveLength(2);
      expect(mails[1].text).toContain(`https://${hostA}/api/activation.php?token=`);
      expect(await audits('member.activation_resend', id)).toHaveLength(1);
      const confirmed = await as('support').post('/api/admin/member-activation.php', {
        member_id: complainant.memberId,
      });
      expect([confirmed.status, confirmed.body.error.code]).toEqual([409, 'member_already_confirmed']);
      const otherTenant = await insertMember(t.dataSource, tenantB);
      const foreign = await as('support').post('/api/admin/member-activation.php', {
        member_id: otherTenant.id,
      });
      expect(foreign.status).toBe(403);
    });
  });
});
