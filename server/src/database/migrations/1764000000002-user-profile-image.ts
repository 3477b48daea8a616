import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** Profile picture (DECISIONS 22): a public /storage key, or null when the user has none. */
export class UserProfileImage1764000000002 implements MigrationInterface {
  name = 'UserProfileImage1764000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.addColumn(
      'users',
      new TableColumn({ name: 'profile_image', type: 'varchar', length: '255', isNullable: true }),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropColumn('users', 'profile_image');
  }
}
