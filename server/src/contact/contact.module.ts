import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactController, ContactMessagesController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage]), MailModule],
  controllers: [ContactController, ContactMessagesController],
  providers: [ContactService],
})
export class ContactModule {}
