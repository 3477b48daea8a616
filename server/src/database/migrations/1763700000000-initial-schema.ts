import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { bool, fk, id, index, int, stamp, str, text, timestamps } from '../columns.js';

export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.createTable(
      new Table({
        name: 'users',
        columns: [
          id(),
          str('name'),
          { ...str('email'), isUnique: true },
          { ...str('phone', 32), isUnique: true },
          str('company', 191, true),
          { ...int('role'), default: 1997 },
          str('password_hash', 255),
          ...timestamps(),
        ],
      }),
    );
    await db.createTable(
      new Table({
        name: 'sessions',
        columns: [
          id(),
          int('user_id'),
          { ...str('token_hash', 64), isUnique: true },
          stamp('expires_at', true),
          stamp('created_at'),
        ],
        foreignKeys: [fk('user_id', 'users', 'CASCADE')],
        indices: [index('sessions', 'user_id')],
      }),
    );
    await db.createTable(
      new Table({
        name: 'categories',
        columns: [id(), str('title'), ...timestamps()],
        indices: [index('categories', 'title')],
      }),
    );
    await db.createTable(
      new Table({
        name: 'sub_categories',
        columns: [id(), str('title'), int('category_id'), ...timestamps()],
        foreignKeys: [fk('category_id', 'categories', 'RESTRICT')],
        indices: [index('sub_categories', 'title'), index('sub_categories', 'category_id')],
      }),
    );
    await db.createTable(
      new Table({
        name: 'courses',
        columns: [
          id(),
          str('name'),
          str('classification'),
          str('discipline'),
          { name: 'price', type: 'decimal', precision: 10, scale: 2 },
          str('image', 255, true),
          text('description'),
          { ...str('location'), default: "''" },
          { ...str('time'), default: "''" },
          { ...str('instructor'), default: "''" },
          int('category_id'),
          int('sub_category_id'),
          ...timestamps(),
        ],
        foreignKeys: [
          fk('category_id', 'categories', 'RESTRICT'),
          fk('sub_category_id', 'sub_categories', 'RESTRICT'),
        ],
        indices: [
          index('courses', 'name'),
          index('courses', 'category_id'),
          index('courses', 'sub_category_id'),
        ],
      }),
    );
    await db.createTable(
      new Table({
        name: 'jobs',
        columns: [
          id(),
          str('title'),
          str('category'),
          text('description'),
          { ...str('type', 16), default: "'all'" },
          ...timestamps(),
        ],
        indices: [index('jobs', 'title'), index('jobs', 'type')],
      }),
    );
    await db.createTable(
      new Table({
        name: 'job_requests',
        columns: [
          id(),
          int('job_id', true),
          int('user_id', true),
          str('full_name'),
          str('country', 100),
          str('email'),
          str('phone', 32, true),
          str('gpa', 16, true),
          str('cv', 255),
          ...timestamps(),
        ],
        foreignKeys: [fk('job_id', 'jobs', 'SET NULL'), fk('user_id', 'users', 'SET NULL')],
        indices: [
          index('job_requests', 'job_id'),
          index('job_requests', 'full_name'),
          index('job_requests', 'gpa'),
          index('job_requests', 'created_at'),
        ],
      }),
    );
    await db.createTable(
      new Table({
        name: 'certificates',
        columns: [id(), int('user_id'), int('course_id'), str('certificate', 255), ...timestamps()],
        foreignKeys: [fk('user_id', 'users', 'CASCADE'), fk('course_id', 'courses', 'RESTRICT')],
        indices: [index('certificates', 'user_id'), index('certificates', 'course_id')],
      }),
    );
    await db.createTable(
      new Table({
        name: 'wishlist_items',
        columns: [
          { ...int('user_id'), isPrimary: true },
          { ...int('course_id'), isPrimary: true },
          stamp('created_at'),
        ],
        foreignKeys: [fk('user_id', 'users', 'CASCADE'), fk('course_id', 'courses', 'CASCADE')],
        indices: [index('wishlist_items', 'course_id')],
      }),
    );
    await db.createTable(
      new Table({
        name: 'payment_orders',
        columns: [
          id(),
          int('user_id'),
          int('course_id'),
          int('amount_cents'),
          str('currency', 3),
          { ...str('status', 16), default: "'pending'" },
          { ...str('merchant_reference', 64), isUnique: true },
          str('provider_order_id', 64, true),
          str('provider', 16),
          text('billing'),
          ...timestamps(),
        ],
        foreignKeys: [fk('user_id', 'users', 'CASCADE'), fk('course_id', 'courses', 'RESTRICT')],
        indices: [
          index('payment_orders', 'user_id'),
          index('payment_orders', 'course_id'),
          index('payment_orders', 'status'),
          index('payment_orders', 'provider_order_id'),
        ],
      }),
    );
    await db.createTable(
      new Table({
        name: 'purchases',
        columns: [
          id(),
          int('user_id'),
          int('course_id'),
          int('payment_order_id', true),
          stamp('created_at'),
        ],
        foreignKeys: [
          fk('user_id', 'users', 'CASCADE'),
          fk('course_id', 'courses', 'RESTRICT'),
          fk('payment_order_id', 'payment_orders', 'SET NULL'),
        ],
        uniques: [{ name: 'uq_purchases_user_course', columnNames: ['user_id', 'course_id'] }],
        indices: [index('purchases', 'course_id')],
      }),
    );
    await db.createTable(
      new Table({
        name: 'payment_transactions',
        columns: [
          id(),
          { ...str('provider_transaction_id', 64), isUnique: true },
          int('payment_order_id', true),
          str('first_name'),
          str('email'),
          str('phone_number', 32),
          bool('success'),
          bool('pending', false),
          int('amount_cents'),
          str('currency', 3),
          stamp('created_at'),
        ],
        foreignKeys: [fk('payment_order_id', 'payment_orders', 'SET NULL')],
        indices: [
          index('payment_transactions', 'payment_order_id'),
          index('payment_transactions', 'email'),
          index('payment_transactions', 'created_at'),
        ],
      }),
    );
    await db.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          id(),
          str('name'),
          str('email'),
          str('country', 100),
          str('phone', 32, true),
          text('message', true),
          ...timestamps(),
        ],
        indices: [index('contact_messages', 'created_at')],
      }),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'contact_messages',
      'payment_transactions',
      'purchases',
      'payment_orders',
      'wishlist_items',
      'certificates',
      'job_requests',
      'jobs',
      'courses',
      'sub_categories',
      'categories',
      'sessions',
      'users',
    ]) {
      await db.dropTable(table, true);
    }
  }
}
