import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Course } from '../courses/course.entity.js';
import { SubCategory } from '../sub-categories/sub-category.entity.js';
import { CategoriesController } from './categories.controller.js';
import { CategoriesService } from './categories.service.js';
import { Category } from './category.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Category, SubCategory, Course])],
  controllers: [CategoriesController],
  providers: [CategoriesService],
})
export class CategoriesModule {}
