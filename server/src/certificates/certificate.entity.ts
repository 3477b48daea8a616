import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';
import { Course } from '../courses/course.entity.js';
import { User } from '../users/user.entity.js';

@Entity('certificates')
export class Certificate {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'integer' }) user_id: number;
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;
  @Index() @Column({ type: 'integer' }) course_id: number;
  @ManyToOne(() => Course, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'course_id' })
  course: Relation<Course>;
  /** Private storage key of the certificate file. */
  @Column({ type: 'varchar', length: 255 }) certificate: string;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
