import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountService } from '../auth/account.service.js';
import { hashPassword, verifyPassword } from '../common/access/password.js';
import { SessionsService } from '../auth/sessions.service.js';
import { CrudService, MAX_ROWS } from '../common/crud/crud.service.js';
import { inTransaction } from '../database/transaction.js';
import { Conflict, ValidationFailed } from '../common/http/api-error.js';
import type { CreateUserDto, UpdateUserDto } from './dto/user-admin.dto.js';
import { ProfileImageService } from './profile-image.service.js';
import { Role } from '../common/access/roles.js';
import { toPublicUser, User } from '../model/user.entity.js';
import { UserRemovalHooks } from './user-removal.js';
import { UsersService } from '../auth/users.service.js';

const mismatch = () =>
  new ValidationFailed('The password confirmation does not match', {
    password_confirmation: 'The password confirmation does not match',
  });

@Injectable()
export class UsersAdminService extends CrudService<User> {
  constructor(
    @InjectRepository(User) repo: Repository<User>,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly removal: UserRemovalHooks,
    private readonly profileImages: ProfileImageService,
    private readonly account: AccountService,
  ) {
    super(repo, { label: 'User', searchable: { email: 'email', name: 'name' } });
  }

  override present(row: User) {
    return toPublicUser(row);
  }

  /** Every user's id and name, by name: all that role 1996 may see of the list (DECISIONS 20). */
  async names(): Promise<{ id: number; name: string }[]> {
    const rows = await this.repo.find({
      select: { id: true, name: true },
      order: { name: 'ASC', id: 'ASC' },
      take: MAX_ROWS,
    });
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  async create(input: CreateUserDto) {
    if (input.password !== input.password_confirmation) throw mismatch();
    return this.present(await this.users.create(input));
  }

  /**
   * A user edits their own row; 2001 edits anyone. The role changes only when 2001 edits
   * somebody else (DECISIONS 1) — never one's own, never by a lower role. Changing one's own
   * password or email needs the current password; a new password ends every other session of
   * that user (DECISIONS 16): all of them when 2001 resets somebody else's.
   */
  async update(id: number, input: UpdateUserDto, actor: User) {
    const isSelf = actor.id === id;
    if (!isSelf && actor.role !== Role.SuperAdmin) {
      throw new ForbiddenException('You can only edit your own profile');
    }
    const row = await this.findEntity(id);
    if (input.password !== undefined && input.password !== input.password_confirmation)
      throw mismatch();
    const email = input.email ?? row.email;
    const phone = input.phone ?? row.phone;
    const changesPassword = input.password !== undefined;
    // A user's own new address must be confirmed again (issue 14 item 3); staff vouch for theirs.
    const reverifies = isSelf && email !== row.email;
    if (isSelf && (changesPassword || email !== row.email)) {
      await this.assertCurrentPassword(row.id, input.current_password);
    }
    await this.users.assertAvailable(email, phone, row.id);
    const changesEmail = email !== row.email;
    if (reverifies) await this.account.assertMayMailNewAddress(row.id);
    row.name = input.name ?? row.name;
    row.email = email;
    row.phone = phone;
    if (reverifies) row.email_verified_at = null;
    if (input.company !== undefined) row.company = input.company;
    if (input.locale !== undefined) row.locale = input.locale;
    if (
      !isSelf &&
      actor.role === Role.SuperAdmin &&
      input.role !== undefined &&
      row.role !== Role.SuperAdmin
    ) {
      if (input.role !== Role.Admin && input.role !== Role.User) {
        throw new ValidationFailed('The role must be Admin (1996) or User (1997)', {
          role: 'The role must be Admin (1996) or User (1997)',
        });
      }
      row.role = input.role;
    }
    const passwordHash = changesPassword ? await hashPassword(input.password!) : undefined;
    // The new password and the end of the old sessions stand or fall together.
    await inTransaction(this.repo.manager.connection, async (manager) => {
      // One save with the new hash: the audit trail records "password (changed)", no value.
      if (passwordHash !== undefined) row.passwordHash = passwordHash;
      await manager.getRepository(User).save(row);
      if (changesEmail) await this.account.addressChanged(manager, row, reverifies);
      if (passwordHash === undefined) return;
      const keep = isSelf ? this.sessions.currentSessionOf(actor) : undefined;
      await this.sessions.revokeAllOf(row.id, keep, manager);
    });
    return this.present(await this.findEntity(id));
  }

  private async assertCurrentPassword(userId: number, given: string | undefined): Promise<void> {
    if (given === undefined) {
      throw new ValidationFailed('Enter your current password to change your password or email', {
        current_password: 'Enter your current password to change your password or email',
      });
    }
    const stored = await this.repo
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :userId', { userId })
      .getOne();
    if (!stored || !(await verifyPassword(stored.passwordHash, given))) {
      throw new ValidationFailed('The current password is not correct', {
        current_password: 'The current password is not correct',
      });
    }
  }

  /**
   * The database drops the user's rows elsewhere with it (ON DELETE CASCADE); features clean
   * what they keep outside it (UserRemovalHooks), and the profile picture goes too.
   */
  override async remove(id: number, actorId?: number): Promise<{ id: number }> {
    const cleanUp = await this.removal.prepare(id);
    const picture = (await this.repo.findOneBy({ id }))?.profile_image;
    const removed = await super.remove(id, actorId);
    await cleanUp();
    await this.profileImages.discardFile(picture);
    return removed;
  }

  protected override assertDeletable(row: User, actorId?: number): Promise<void> {
    if (row.id === actorId) throw new Conflict('You cannot delete your own account');
    if (row.role === Role.SuperAdmin)
      throw new Conflict('A super admin account cannot be deleted here');
    return Promise.resolve();
  }
}
