import { Injectable, Module } from '@nestjs/common';

/**
 * Run before a user's row is deleted; answers what to do once it is gone (the database removes
 * the feature's rows by ON DELETE CASCADE; files outside it are the feature's to remove).
 */
export type BeforeUserRemoved = (userId: number) => Promise<() => Promise<void>>;

/**
 * What other features keep for a user outside the database (certificate files...) is cleaned
 * by those features: they register here, and users never import them (issue 25: features point
 * one way).
 */
@Injectable()
export class UserRemovalHooks {
  private readonly hooks: BeforeUserRemoved[] = [];

  register(hook: BeforeUserRemoved): void {
    this.hooks.push(hook);
  }

  /** Asks every feature before the delete; the answer runs their clean-ups after it. */
  async prepare(userId: number): Promise<() => Promise<void>> {
    const afterwards = await Promise.all(this.hooks.map((hook) => hook(userId)));
    return async () => {
      await Promise.all(afterwards.map((step) => step()));
    };
  }
}

@Module({ providers: [UserRemovalHooks], exports: [UserRemovalHooks] })
export class UserRemovalModule {}
