import { Global, Module } from '@nestjs/common';
import { SignedLinks } from './signed-links.js';
import { StorageService } from './storage.service.js';

@Global()
@Module({ providers: [StorageService, SignedLinks], exports: [StorageService, SignedLinks] })
export class StorageModule {}
