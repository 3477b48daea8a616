import { Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { CreatedAt } from '../common/entity-columns.js';
import { Course } from './course.entity.js';
import { User } from './user.entity.js';

@Entity('wishlist_items')
export class WishlistItem {
  @PrimaryColumn({ type: 'integer' }) user_id: number;
  @PrimaryColumn({ type: 'integer' }) course_id: number;
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;
  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course: Relation<Course>;
  @CreatedAt() created_at: Date;
}
