import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { isDuplicateKey } from '../common/filters/api-exception.filter.js';
import { ValidationFailed } from '../common/http/api-error.js';
import { hashPassword } from '../common/access/password.js';
import { Role, type RoleCode } from '../common/access/roles.js';
import { type Locale, User } from '../model/user.entity.js';

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  company?: string | null;
  password: string;
  role?: RoleCode;
  /** The language of the account's mails; English when not given. */
  locale?: Locale;
  /**
   * Whether the address counts as confirmed. Registration says false (a verification mail
   * follows); accounts made by staff, the seed or ADMIN_EMAIL are verified.
   */
  verified?: boolean;
}

/**
 * The account rows sign-in stands on: find one to sign in, check an email or phone is free,
 * create one (registration, the admin's "Add user", the seed). Auth owns them so that user
 * management (users/) builds on auth and never the other way round (issue 25 item 4).
 */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Finds by email (contains '@') or by phone, with the password hash for verification. */
  findForLogin(emailOrPhone: string): Promise<User | null> {
    const byEmail = emailOrPhone.includes('@');
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where(byEmail ? 'user.email = :value' : 'user.phone = :value', {
        value: byEmail ? emailOrPhone.toLowerCase() : emailOrPhone,
      })
      .getOne();
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Refuses a taken email or phone with the spec's message (422). */
  async assertAvailable(email: string, phone: string, exceptId?: number): Promise<void> {
    const byEmail = await this.users.findOneBy({ email });
    if (byEmail && byEmail.id !== exceptId) {
      throw new ValidationFailed('Email is already registered', {
        email: 'Email is already registered',
      });
    }
    const byPhone = await this.users.findOneBy({ phone });
    if (byPhone && byPhone.id !== exceptId) {
      throw new ValidationFailed('Phone is already registered', {
        phone: 'Phone is already registered',
      });
    }
  }

  /** Inside the caller's transaction when `manager` is given (registration and its mail). */
  async create(input: NewUser, manager?: EntityManager): Promise<User> {
    await this.assertAvailable(input.email, input.phone);
    const users = manager?.getRepository(User) ?? this.users;
    const user = users.create({
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company ?? null,
      role: input.role ?? Role.User,
      locale: input.locale ?? 'en',
      email_verified_at: input.verified === false ? null : new Date(),
      passwordHash: await hashPassword(input.password),
    });
    try {
      const saved = await users.save(user);
      return (await users.findOneBy({ id: saved.id }))!;
    } catch (error) {
      // Two registrations racing for the same email: the unique index decides.
      if (isDuplicateKey(error)) throw new ValidationFailed('Email is already registered');
      throw error;
    }
  }
}
