import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import {
  checkUpload,
  UPLOAD_RULES,
  type UploadedFileLike,
} from '../common/uploads/upload-rules.js';
import { StorageService } from '../storage/storage.service.js';
import { Role } from '../common/access/roles.js';
import { toPublicUser, User } from '../model/user.entity.js';

/** Folder under the public storage area (served at /storage/profile-images/...). */
export const PROFILE_IMAGE_FOLDER = 'profile-images';
/** Attempts at swapping the stored key when concurrent changes keep winning the race. */
const SWAP_ATTEMPTS = 5;

/**
 * The profile picture (DECISIONS 22): one's own, or anyone's for role 2001. Checked by content
 * like course images; the old file is removed once the row no longer names it.
 */
@Injectable()
export class ProfileImageService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly storage: StorageService,
  ) {}

  async upload(id: number, actor: User, file: UploadedFileLike | undefined) {
    await this.assertAllowed(id, actor);
    const upload = (await checkUpload(file, UPLOAD_RULES.courseImage, 'profile_image', true))!;
    const key = await this.storage.save(
      'public',
      PROFILE_IMAGE_FOLDER,
      upload.buffer,
      upload.extension,
    );
    try {
      await this.swap(id, key);
    } catch (error) {
      await this.storage.remove('public', key);
      throw error;
    }
    return this.present(id);
  }

  async remove(id: number, actor: User) {
    await this.assertAllowed(id, actor);
    await this.swap(id, null);
    return this.present(id);
  }

  /** Removes a deleted user's picture file (the row itself is gone with the user). */
  async discardFile(key: string | null | undefined): Promise<void> {
    await this.storage.remove('public', key);
  }

  /**
   * Points the row at `next` and removes the file it named before. The write is conditional on
   * the key read, so two changes at once never leave a file that no row names.
   */
  private async swap(id: number, next: string | null): Promise<void> {
    for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt += 1) {
      const previous = (await this.find(id)).profile_image;
      if (previous === next) return;
      const result = await this.users.update(
        { id, profile_image: previous ?? IsNull() },
        { profile_image: next },
      );
      if (result.affected) {
        await this.storage.remove('public', previous);
        return;
      }
    }
    throw new Error(`Profile image of user ${id} kept changing during the update`);
  }

  /** Another user's picture is 2001's business only; checked before revealing whether it exists. */
  private async assertAllowed(id: number, actor: User): Promise<void> {
    if (actor.id !== id && actor.role !== Role.SuperAdmin) {
      throw new ForbiddenException('You can only change your own profile picture');
    }
    await this.find(id);
  }

  private async find(id: number): Promise<User> {
    const row = await this.users.findOneBy({ id });
    if (!row) throw new NotFoundException('User not found');
    return row;
  }

  private async present(id: number) {
    return toPublicUser(await this.find(id));
  }
}
