import { In, type EntityManager } from 'typeorm';
import { STAFF_ROLES } from '../common/access/roles.js';
import type { AppConfig } from '../config/app-config.js';
import { User } from '../model/user.entity.js';

/** Who gets staff mail (contact messages, new applications): MAIL_TO, or every super admin and admin. */
export async function staffAddresses(manager: EntityManager, config: AppConfig): Promise<string[]> {
  if (config.mail.to.length) return config.mail.to;
  const staff = await manager.getRepository(User).findBy({ role: In(STAFF_ROLES) });
  return staff.map((user) => user.email);
}
