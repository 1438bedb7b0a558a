import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Complaint } from '../complaints/complaint.entity.js';
import { StaffMember } from '../staff/entities/staff-member.entity.js';

/** Support's internal note on a complaint: never shown to members. Its tenant is the complaint's. */
@Entity('complaint_note')
@Index('complaint_note_complaint_idx', ['complaintId', 'id'])
export class ComplaintNote {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'complaint_id' })
  complaintId!: number;

  @ManyToOne(() => Complaint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'complaint_id' })
  complaint!: Relation<Complaint>;

  @Column('int', { name: 'staff_id', nullable: true })
  staffId!: number | null;

  @ManyToOne(() => StaffMember, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'staff_id' })
  staff!: Relation<StaffMember> | null;

  @Column('text')
  text!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
