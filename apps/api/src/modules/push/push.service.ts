import { createECDH } from 'node:crypto';
import { Agent } from 'node:https';
import type {
  LiveEvent,
  Locale,
  NotificationPreferences,
  PushPayload,
  PushSubscriptionBody,
} from '@amora/contracts';
import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type webpush from 'web-push';
import { ApiError } from '../../common/api-error.js';
import { lazyImport } from '../../common/lazy-import.js';
import type { TenantRef } from '../../persistence/tenant-scoped.js';
import { type PushKind, pushTexts } from './push-messages.js';

/** web-push loads at the first notification or new tenant, not in every process at rest (issue 10). */
export const loadWebPush = lazyImport(
  async (): Promise<typeof webpush> => (await import('web-push')).default,
);

/** Endpoints one member may hold (browsers, devices); subscribing one more drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 20;
/** A notification the push service could not hand over within a day is not worth showing any more. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
const MESSAGE_PREVIEW_CHARS = 140;

/** A live event that is also a notification, for one member. */
export interface PushNotice {
  to: { tenantId: number; memberId: number };
  event: LiveEvent;
}

/** What a notification is about, read off its live event. */
interface Subject {
  kind: PushKind;
  /** The other profile, whose name the notification shows. */
  profileId: number;
  name?: string;
  text: string;
  url: string;
  tag: string;
}

interface Target {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Locale;
  preferences: Partial<NotificationPreferences>;
}

function subjectOf(event: LiveEvent): Subject | null {
  switch (event.type) {
    case 'message': {
      // the sender's own other tabs get the message too (from_me): that is no news to notify
      if (event.message.from_me) return null;
      const { conversation_id, text, gift } = event.message;
      return {
        kind: 'message',
        profileId: event.profile_id,
        text: (text ?? gift?.name ?? '').slice(0, MESSAGE_PREVIEW_CHARS),
        url: `/chats/${conversation_id}`,
        tag: `message-${conversation_id}`,
      };
    }
    case 'like':
    case 'match': {
      const { id, name } = event.profile;
      const matched = event.type === 'match';
      return {
        kind: event.type,
        profileId: id,
        name,
        text: '',
        url: matched ? '/likes/matches' : '/likes',
        tag: `${event.type}-${id}`,
      };
    }
    default:
      return null;
  }
}

/** An uncompressed point of the P-256 curve (65 bytes), as browsers give a subscription's key. */
function isP256Point(key: Buffer): boolean {
  if (key.length !== 65) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * The contract checks the keys' alphabet; a key that is no P-256 point or a secret of the wrong size
 * would fail every push later, so it is refused now.
 */
function assertUsableKeys(keys: PushSubscriptionBody['keys']) {
  const problems: { path: string; message: string }[] = [];
  if (!isP256Point(Buffer.from(keys.p256dh, 'base64url'))) {
    problems.push({ path: 'keys.p256dh', message: 'not a P-256 public key' });
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) {
    problems.push({ path: 'keys.auth', message: 'not a 16-byte secret' });
  }
  if (problems.length > 0) throw new ApiError('validation_failed', { fields: problems });
}

/** The part of an endpoint safe to log: the push service, not the subscription's secret path. */
const serviceOf = (endpoint: string) => {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'an unreadable endpoint';
  }
};

/**
 * Web push (DESIGN.md §7): members' browser subscriptions, and notifications of new messages, likes and
 * matches sent to them with the tenant's VAPID keys, as the member's preferences allow.
 */
@Injectable()
export class PushService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Push');
  private agent = new Agent({ keepAlive: true });
  private readonly sending = new Set<Promise<void>>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Stores a browser's subscription for the member; an endpoint another member held moves to this one. */
  async subscribe(tenant: TenantRef, memberId: number, body: PushSubscriptionBody): Promise<void> {
    assertUsableKeys(body.keys);
    await this.db.transaction(async (db) => {
      await db.query(
        `INSERT INTO push_subscription (tenant_id, member_id, endpoint, p256dh, auth)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant_id, endpoint) DO UPDATE
           SET member_id = EXCLUDED.member_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = now()`,
        [tenant.id, memberId, body.endpoint, body.keys.p256dh, body.keys.auth],
      );
      await db.query(
        `DELETE FROM push_subscription WHERE tenant_id = $1 AND member_id = $2 AND id NOT IN (
           SELECT id FROM push_subscription WHERE tenant_id = $1 AND member_id = $2
           ORDER BY created_at DESC, id DESC LIMIT $3)`,
        [tenant.id, memberId, MAX_SUBSCRIPTIONS_PER_MEMBER],
      );
    });
  }

  /**
   * Sends the notifications these live events call for, in the background: the caller's work is done
   * and never waits for push services nor fails with them.
   */
  notifyLater(notices: PushNotice[]): void {
    for (const notice of notices) {
      const subject = subjectOf(notice.event);
      if (!subject) continue;
      const sending = this.notify(notice.to, subject).catch((error: unknown) =>
        this.logger.error(`push failed: ${error instanceof Error ? error.message : error}`),
      );
      this.sending.add(sending);
      void sending.finally(() => this.sending.delete(sending));
    }
  }

  /** Resolves when every notification under way has been sent or has failed. */
  async idle(): Promise<void> {
    while (this.sending.size > 0) await Promise.all(this.sending);
  }

  /** Push services are public HTTPS hosts; a local one (tests) brings its own certificate authority. */
  trustCertificate(ca: string) {
    this.agent = new Agent({ keepAlive: true, ca });
  }

  async beforeApplicationShutdown() {
    await this.idle();
    this.agent.destroy();
  }

  private async notify(to: PushNotice['to'], subject: Subject): Promise<void> {
    const preference = subject.kind === 'message' ? 'push_messages' : 'push_likes';
    const targets = (await this.targetsOf(to)).filter((t) => t.preferences[preference] !== false);
    if (targets.length === 0) return;
    const [tenant, name] = await Promise.all([
      this.vapidOf(to.tenantId),
      subject.name ?? this.profileName(subject.profileId),
    ]);
    if (!tenant) return;
    await Promise.all(targets.map((target) => this.send(to.tenantId, target, subject, name, tenant)));
  }

  private async send(
    tenantId: number,
    target: Target,
    subject: Subject,
    name: string,
    vapidDetails: webpush.VapidKeys & { subject: string },
  ) {
    const payload: PushPayload = {
      type: subject.kind,
      ...pushTexts(target.language, subject.kind, name, subject.text),
      url: subject.url,
      tag: subject.tag,
    };
    const subscription = { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } };
    const { sendNotification } = await loadWebPush();
    try {
      await sendNotification(subscription, JSON.stringify(payload), {
        vapidDetails,
        TTL: TTL_SECONDS,
        urgency: subject.kind === 'message' ? 'high' : 'normal',
        timeout: SEND_TIMEOUT_MS,
        agent: this.agent,
      });
    } catch (error) {
      await this.failed(tenantId, target, error);
    }
  }

  /** 404 and 410: the browser gave the subscription up, so it goes. Anything else is logged. */
  private async failed(tenantId: number, target: Target, error: unknown) {
    const { WebPushError } = await loadWebPush();
    const status = error instanceof WebPushError ? error.statusCode : null;
    if (status === 404 || status === 410) {
      await this.db.query('DELETE FROM push_subscription WHERE tenant_id = $1 AND id = $2', [
        tenantId,
        target.id,
      ]);
      return;
    }
    // the message of a WebPushError holds no keys; the endpoint's path is a secret, so only its origin
    const reason =
      status === null ? (error instanceof Error ? error.message : String(error)) : `HTTP ${status}`;
    this.logger.warn(`push to ${serviceOf(target.endpoint)} failed: ${reason}`);
  }

  private targetsOf(to: PushNotice['to']): Promise<Target[]> {
    return this.db.query(
      `SELECT s.id, s.endpoint, s.p256dh, s.auth, m.language, m.notification_preferences AS preferences
       FROM push_subscription s
       JOIN member m ON m.id = s.member_id AND m.tenant_id = s.tenant_id
       WHERE s.tenant_id = $1 AND s.member_id = $2 AND m.status IN ('active', 'not_confirmed')`,
      [to.tenantId, to.memberId],
    );
  }

  /** The tenant's VAPID keys (the private one is never selected by default) and subject. */
  private async vapidOf(tenantId: number) {
    const [row]: { publicKey: string; privateKey: string; supportEmail: string }[] = await this.db.query(
      `SELECT vapid_public_key AS "publicKey", vapid_private_key AS "privateKey", support_email AS "supportEmail"
       FROM tenant WHERE id = $1`,
      [tenantId],
    );
    if (!row) return null;
    return { subject: `mailto:${row.supportEmail}`, publicKey: row.publicKey, privateKey: row.privateKey };
  }

  private async profileName(profileId: number): Promise<string> {
    const [row]: { name: string }[] = await this.db.query('SELECT name FROM profile WHERE id = $1', [
      profileId,
    ]);
    return row?.name ?? '';
  }
}
