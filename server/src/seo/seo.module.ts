import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Course } from '../courses/course.entity.js';
import { SeoService } from './seo.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Course])],
  providers: [SeoService],
  exports: [SeoService],
})
export class SeoModule {}
