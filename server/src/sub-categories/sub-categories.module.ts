import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Category } from '../model/category.entity.js';
import { SubCategoriesController } from './sub-categories.controller.js';
import { SubCategoriesService } from './sub-categories.service.js';
import { SubCategory } from '../model/sub-category.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([SubCategory, Category])],
  controllers: [SubCategoriesController],
  providers: [SubCategoriesService],
})
export class SubCategoriesModule {}
