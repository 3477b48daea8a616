import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { User } from '../model/user.entity.js';
import { ContactMessage } from '../model/contact-message.entity.js';
import { ContactReply } from '../model/contact-reply.entity.js';
import {
  ContactController,
  ContactMessagesController,
  EnquiriesController,
} from './contact.controller.js';
import { ContactService } from './contact.service.js';
import { EnquiriesService } from './enquiries.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage, ContactReply, User]), MailModule],
  // The fixed paths first: `owners` must never be read as an id.
  controllers: [ContactController, EnquiriesController, ContactMessagesController],
  providers: [ContactService, EnquiriesService],
})
export class ContactModule {}
