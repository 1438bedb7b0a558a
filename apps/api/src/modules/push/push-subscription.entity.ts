import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Member } from '../accounts/entities/member.entity.js';

/** A browser's push subscription for a member; one endpoint belongs to whoever subscribed it last. */
@Entity('push_subscription')
@Unique('push_subscription_endpoint_key', ['tenantId', 'endpoint'])
@Index('push_subscription_member_idx', ['memberId'])
export class PushSubscription extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'member_id' })
  memberId!: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member>;

  @Column('text')
  endpoint!: string;

  @Column('text')
  p256dh!: string;

  @Column('text')
  auth!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
