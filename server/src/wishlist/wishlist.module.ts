import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Course } from '../model/course.entity.js';
import { WishlistController } from './wishlist.controller.js';
import { WishlistItem } from '../model/wishlist-item.entity.js';
import { WishlistService } from './wishlist.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([WishlistItem, Course])],
  controllers: [WishlistController],
  providers: [WishlistService],
})
export class WishlistModule {}
