import { adminPhotoReviewsAnswerSchema, type StaffRole } from '@amora/contracts';
import { WEB } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { waitForLockWait } from '../../test/lock-wait.js';
import { Mailbox } from '../../test/mailbox.js';
import { photoWithGps } from '../../test/photo-fixtures.js';
import { activeMember, as as asMember, type TestMember } from '../../test/profiles.js';
import { itOnPostgres } from '../../test/requires.js';
import { asStaff, createStaff, signInStaff } from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

type Who = StaffRole | 'otherSupport';

describe('photo moderation', () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  let tenantA: number;
  let hostA: string;
  let hostB: string;
  let hostOpen: string;
  let jpeg: Buffer;
  const cookies = {} as Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', SMTP_URL: await mailbox.start() });
    ({
      tenant: { id: tenantA },
      host: hostA,
    } = await createTenant(t.dataSource, { photoApproval: true, photoCredits: 5, signupCredits: 20 }));
    const b = await createTenant(t.dataSource, { photoApproval: true });
    hostB = b.host;
    hostOpen = (await createTenant(t.dataSource)).host;
    const grants: [Who, StaffRole, number | null][] = [
      ['owner', 'owner', null],
      ['support', 'support', tenantA],
      ['operator', 'operator', tenantA],
      ['moderator', 'moderator', tenantA],
      ['otherSupport', 'support', b.tenant.id],
    ];
    for (const [who, role, tenantId] of grants) {
      cookies[who] = await signInStaff(t, await createStaff(t, [[role, tenantId]]));
    }
    jpeg = await photoWithGps('jpeg', { width: 600, height: 800 });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  const as = (who: Who) => asStaff(t, cookies[who]);
  const upload = async (who: TestMember, host = hostA): Promise<number> => {
    const response = await t.http
      .post('/api/photos.php')
      .set('Host', host)
      .set('Cookie', who.cookie)
      .set('X-Forwarded-For', who.ip)
      .set(WEB)
      .attach('photo', jpeg, { filename: 'me.jpg', contentType: 'image/jpeg' })
      .expect(200);
    return response.body.photos[response.body.photos.length - 1].id;
  };
  const review = (body: object, who: Who = 'support') => as(who).post('/api/admin/photo-review.php', body);
  const queue = async (who: Who = 'support', query = '') => {
    const response = await as(who).get(`/api/admin/photo-reviews.php${query}`).expect(200);
    return adminPhotoReviewsAnswerSchema.parse(response.body);
  };
  const viewOf = async (viewer: TestMember, profileId: number, host = hostA) =>
    (await asMember(t.http, host, viewer).get('/api/profile.php', { id: profileId }).expect(200)).body
      .profile;
  const mainColumns = async (profileId: number) =>
    (await t.dataSource.query('SELECT main_image_filename FROM profile WHERE id = $1', [profileId]))[0]
      .main_image_filename as string | null;
  const creditsOf = async (member: TestMember) =>
    (await t.dataSource.query('SELECT credits FROM member WHERE id = $1', [member.memberId]))[0]
      .credits as number;

  describe('a new photo on a tenant that approves photos first', () => {
    let owner: TestMember;
    let viewer: TestMember;
    let photoId: number;

    beforeAll(async () => {
      owner = await activeMember(t.http, t.dataSource, hostA, { confirmed: true });
      viewer = await activeMember(t.http, t.dataSource, hostA, { paid: true });
      photoId = await upload(owner);
    });

    it('is shown to its owner as waiting, and to nobody else', async () => {
      const own = await asMember(t.http, hostA, owner).get('/api/photos.php').expect(200);
      expect(own.body.photos).toEqual([expect.objectContaining({ id: photoId, pending: true })]);
      const ownProfile = await asMember(t.http, hostA, owner).get('/api/my-profile.php').expect(200);
      expect(ownProfile.body.profile.photos[0]).toMatchObject({ id: photoId, pending: true });
      expect(ownProfile.body.profile.main_image).toBeNull();

      const seen = await viewOf(viewer, owner.profileId);
      expect(seen.photos).toEqual([]);
      expect(seen.main_image ?? null).toBeNull();
      // lists (search, chats, likes) read the main image columns: still empty
      expect(await mainColumns(owner.profileId)).toBeNull();
      const user = await asMember(t.http, hostA, owner).get('/api/user.php').expect(200);
      expect(user.body.user.profile.main_image).toBeNull();
      // the site says the photo waits instead of asking for one
      expect(user.body.user.profile.photo_pending).toBe(true);
      const other = await asMember(t.http, hostA, viewer).get('/api/user.php').expect(200);
      expect(other.body.user.profile.photo_pending).toBe(false);
    });

    it('earns no photo credits while it waits', async () => {
      expect(await creditsOf(owner)).toBe(20);
    });

    it('waits in the queue of support of its tenant, oldest first', async () => {
      const page = await queue('support');
      const entry = page.photos.find((photo) => photo.id === photoId);
      expect(entry).toMatchObject({
        tenant_id: tenantA,
        member_id: owner.memberId,
        profile_id: owner.profileId,
      });
      expect(entry?.url).toMatch(/^\/media\/p\/[\w-]+\/full\.webp$/);
      await t.http
        .get(entry?.url ?? '')
        .set('Host', 'admin.localhost')
        .expect(200);
      expect(page.total).toBeGreaterThanOrEqual(1);
      const ids = page.photos.map((photo) => photo.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect((await queue('otherSupport')).photos.map((photo) => photo.id)).not.toContain(photoId);
    });

    it('once approved, is seen by others, becomes the main photo and earns the credits', async () => {
      const response = await review({ photo_id: photoId, decision: 'approve' }).expect(200);
      expect(response.body).toEqual({ photo_id: photoId, decision: 'approve', mail_id: null });

      const seen = await viewOf(viewer, owner.profileId);
      expect(seen.photos.map((photo: { id: number }) => photo.id)).toEqual([photoId]);
      expect(seen.main_image).toEqual(expect.objectContaining({ filename: expect.any(String) }));
      expect(await mainColumns(owner.profileId)).toMatch(/full\.webp$/);
      expect(await creditsOf(owner)).toBe(25);
      const own = await asMember(t.http, hostA, owner).get('/api/photos.php').expect(200);
      expect(own.body.photos[0].pending).toBeUndefined();
      expect((await queue('support')).photos.map((photo) => photo.id)).not.toContain(photoId);

      const [audit] = await t.dataSource.query(
        `SELECT * FROM audit_log WHERE action = 'photo.approve' AND entity_id = $1`,
        [String(photoId)],
      );
      expect(audit).toMatchObject({ tenant_id: tenantA, entity: 'profile_photo' });
      const [row] = await t.dataSource.query(
        'SELECT review_status, reviewed_by, reviewed_at FROM profile_photo WHERE id = $1',
        [photoId],
      );
      expect(row.review_status).toBe('approved');
      expect(row.reviewed_by).toEqual(expect.any(Number));
      expect(row.reviewed_at).toBeInstanceOf(Date);
    });

    it('answers a second decision with photo_already_reviewed', async () => {
      const again = await review({ photo_id: photoId, decision: 'reject', reason: 'explicit' }).expect(409);
      expect(again.body.error.code).toBe('photo_already_reviewed');
    });

    it('a second photo waits while the first stays the main one, even when put first', async () => {
      const second = await upload(owner);
      await asMember(t.http, hostA, owner).put('/api/photos.php', { main_photo_id: second }).expect(200);
      const seen = await viewOf(viewer, owner.profileId);
      expect(seen.photos.map((photo: { id: number }) => photo.id)).toEqual([photoId]);
      expect(await mainColumns(owner.profileId)).toBe(
        (await t.dataSource.query('SELECT key FROM profile_photo WHERE id = $1', [photoId])).map(
          (r: { key: string }) => `p/${r.key}/full.webp`,
        )[0],
      );
    });
  });

  describe('a rejected photo', () => {
    it('is deleted with its files and the member is mailed the reason in their language', async () => {
      const owner = await activeMember(t.http, t.dataSource, hostA, { confirmed: true });
      await t.dataSource.query(`UPDATE member SET language = 'de' WHERE id = $1`, [owner.memberId]);
      const photoId = await upload(owner);
      const [{ key }] = await t.dataSource.query('SELECT key FROM profile_photo WHERE id = $1', [photoId]);
      await t.http.get(`/media/p/${key}/full.webp`).set('Host', hostA).expect(200);

      const response = await review({
        photo_id: photoId,
        decision: 'reject',
        reason: 'contact_details',
        note: 'Bitte ohne Telefonnummer.',
      }).expect(200);
      expect(response.body).toEqual({ photo_id: photoId, decision: 'reject', mail_id: expect.any(Number) });

      const own = await asMember(t.http, hostA, owner).get('/api/photos.php').expect(200);
      expect(own.body.photos).toEqual([]);
      await t.http.get(`/media/p/${key}/full.webp`).set('Host', hostA).expect(404);
      // sent within the request: the mailbox has it once the answer is here
      const rejection = mailbox.all(owner.email).find((m) => m.subject.includes('nicht freigegeben'));
      if (!rejection) throw new Error(`no rejection mail among ${mailbox.all(owner.email).length}`);
      expect(rejection.subject).toMatch(/Dein Foto auf .+ wurde nicht freigegeben/);
      expect(rejection.text).toContain('Es zeigt Kontaktdaten');
      expect(rejection.text).toContain('Bitte ohne Telefonnummer.');
      expect(rejection.link).toMatch(/\/profile#photos$/);

      const [audit] = await t.dataSource.query(
        `SELECT after FROM audit_log WHERE action = 'photo.reject' AND entity_id = $1`,
        [String(photoId)],
      );
      expect(audit.after).toMatchObject({ reason: 'contact_details', member_id: owner.memberId });
      const again = await review({ photo_id: photoId, decision: 'approve' }).expect(409);
      expect(again.body.error.code).toBe('photo_already_reviewed');
    });

    it('needs a reason, and a note for "other"', async () => {
      const owner = await activeMember(t.http, t.dataSource, hostA);
      const photoId = await upload(owner);
      const noReason = await review({ photo_id: photoId, decision: 'reject' }).expect(400);
      expect(noReason.body.error.code).toBe('validation_failed');
      const noNote = await review({ photo_id: photoId, decision: 'reject', reason: 'other' }).expect(400);
      expect(noNote.body.error.code).toBe('validation_failed');
      const unknown = await review({ photo_id: photoId, decision: 'maybe' }).expect(400);
      expect(unknown.body.error.code).toBe('validation_failed');
      await review({ photo_id: photoId, decision: 'reject', reason: 'other', note: 'Blurred text' }).expect(
        200,
      );
    });
  });

  describe('two decisions at once', () => {
    it('let exactly one win, the other answers photo_already_reviewed', async () => {
      for (let round = 0; round < 5; round++) {
        const owner = await activeMember(t.http, t.dataSource, hostA, { confirmed: true });
        const photoId = await upload(owner);
        const [a, b] = await Promise.all([
          review({ photo_id: photoId, decision: 'approve' }, 'support'),
          review({ photo_id: photoId, decision: 'reject', reason: 'explicit' }, 'owner'),
        ]);
        const statuses = [a.status, b.status].sort();
        expect(statuses).toEqual([200, 409]);
        const loser = a.status === 409 ? a : b;
        expect(loser.body.error.code).toBe('photo_already_reviewed');
        const audits = await t.dataSource.query(
          `SELECT action FROM audit_log WHERE entity = 'profile_photo' AND entity_id = $1`,
          [String(photoId)],
        );
        expect(audits).toHaveLength(1);
      }
    });
  });

  describe('who may review', () => {
    let photoId: number;
    beforeAll(async () => {
      photoId = await upload(await activeMember(t.http, t.dataSource, hostA));
    });

    it('refuses operators and moderators', async () => {
      for (const who of ['operator', 'moderator'] as const) {
        const list = await as(who).get('/api/admin/photo-reviews.php').expect(403);
        expect(list.body.error.code).toBe('staff_forbidden');
        const decide = await review({ photo_id: photoId, decision: 'approve' }, who).expect(403);
        expect(decide.body.error.code).toBe('staff_forbidden');
      }
    });

    it("answers not found for another tenant's photo, and refuses to list its tenant", async () => {
      const response = await review({ photo_id: photoId, decision: 'approve' }, 'otherSupport').expect(404);
      expect(response.body.error.code).toBe('photo_not_found');
      const list = await as('otherSupport').get(`/api/admin/photo-reviews.php?tenant_id=${tenantA}`);
      expect(list.status).toBe(403);
      const [row] = await t.dataSource.query('SELECT review_status FROM profile_photo WHERE id = $1', [
        photoId,
      ]);
      expect(row.review_status).toBe('pending');
    });

    it('answers not found for an unknown photo, and refuses visitors and members', async () => {
      const unknown = await review({ photo_id: 2_000_000_000, decision: 'approve' }).expect(404);
      expect(unknown.body.error.code).toBe('photo_not_found');
      const member = await activeMember(t.http, t.dataSource, hostB);
      const anonymous = await t.http
        .get('/api/admin/photo-reviews.php')
        .set('Host', 'admin.localhost')
        .set('Cookie', member.cookie);
      expect([401, 403]).toContain(anonymous.status);
    });

    it('lets an owner review every tenant', async () => {
      const page = await queue('owner', `?tenant_id=${tenantA}`);
      expect(page.photos.map((photo) => photo.id)).toContain(photoId);
      await review({ photo_id: photoId, decision: 'approve' }, 'owner').expect(200);
    });
  });

  describe('a tenant without approval', () => {
    it('shows new photos at once and queues nothing', async () => {
      const owner = await activeMember(t.http, t.dataSource, hostOpen, { confirmed: true });
      const viewer = await activeMember(t.http, t.dataSource, hostOpen);
      const photoId = await upload(owner, hostOpen);
      const seen = await viewOf(viewer, owner.profileId, hostOpen);
      expect(seen.photos.map((photo: { id: number }) => photo.id)).toEqual([photoId]);
      expect((await queue('owner')).photos.map((photo) => photo.id)).not.toContain(photoId);
    });
  });

  describe('approval turned off', () => {
    it('approves the photos still waiting: shown, main photo, credits, out of the queue, audited', async () => {
      const site = await createTenant(t.dataSource, { photoApproval: true, photoCredits: 5 });
      const owner = await activeMember(t.http, t.dataSource, site.host, { confirmed: true });
      const viewer = await activeMember(t.http, t.dataSource, site.host);
      const photoId = await upload(owner, site.host);
      const credits = await creditsOf(owner);
      expect((await queue('owner')).photos.map((photo) => photo.id)).toContain(photoId);

      await as('owner')
        .patch('/api/admin/tenants.php', { id: site.tenant.id, photo_approval: false })
        .expect(200);

      expect((await queue('owner')).photos.map((photo) => photo.id)).not.toContain(photoId);
      const seen = await viewOf(viewer, owner.profileId, site.host);
      expect(seen.photos.map((photo: { id: number }) => photo.id)).toEqual([photoId]);
      expect(await mainColumns(owner.profileId)).not.toBeNull();
      expect(await creditsOf(owner)).toBe(credits + 5);
      const [audit] = await t.dataSource.query(
        `SELECT after FROM audit_log WHERE action = 'tenant.update' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
        [String(site.tenant.id)],
      );
      expect(audit.after).toMatchObject({ photo_approval: false, approved_photos: 1 });
    });

    // two transactions waiting on each other's locks: the embedded PGlite has one session
    itOnPostgres(
      'approves a photo uploaded while approval is being turned off, whatever the cache still says',
      async () => {
        const site = await createTenant(t.dataSource, { photoApproval: true });
        const owner = await activeMember(t.http, t.dataSource, site.host, { confirmed: true });
        const viewer = await activeMember(t.http, t.dataSource, site.host);
        // the change in flight, as another process makes it: this process's cache still says "approval on"
        const change = t.dataSource.createQueryRunner();
        await change.connect();
        await change.startTransaction();
        try {
          await change.query('SELECT id FROM tenant WHERE id = $1 FOR UPDATE', [site.tenant.id]);
          await change.query('UPDATE tenant SET photo_approval = false WHERE id = $1', [site.tenant.id]);
          const uploaded = upload(owner, site.host);
          await waitForLockWait(t.dataSource);
          await change.commitTransaction();
          const photoId = await uploaded;
          const seen = await viewOf(viewer, owner.profileId, site.host);
          expect(seen.photos.map((photo: { id: number }) => photo.id)).toEqual([photoId]);
        } finally {
          if (change.isTransactionActive) await change.rollbackTransaction();
          await change.release();
        }
      },
    );

    // two transactions waiting on each other's locks: the embedded PGlite has one session
    itOnPostgres(
      'locks the members before their photos, as a review does: no deadlock with a moderator at work',
      async () => {
        const site = await createTenant(t.dataSource, { photoApproval: true });
        const owner = await activeMember(t.http, t.dataSource, site.host, { confirmed: true });
        const photoId = await upload(owner, site.host);
        // a moderator's review, held open: its member locked, its photo next
        const review = t.dataSource.createQueryRunner();
        await review.connect();
        await review.startTransaction();
        try {
          await review.query('SELECT id FROM member WHERE id = $1 FOR NO KEY UPDATE', [owner.memberId]);
          const turnedOff = as('owner')
            .patch('/api/admin/tenants.php', { id: site.tenant.id, photo_approval: false })
            .then((res) => res.status);
          await waitForLockWait(t.dataSource);
          // taken in the other order, this would be a deadlock, and one of the two would fail
          await review.query('SELECT id FROM profile_photo WHERE id = $1 FOR UPDATE', [photoId]);
          await review.commitTransaction();
          expect(await turnedOff).toBe(200);
        } finally {
          if (review.isTransactionActive) await review.rollbackTransaction();
          await review.release();
        }
      },
    );
  });
});
