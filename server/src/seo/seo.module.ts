import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Course } from '../model/course.entity.js';
import { CoursesModule } from '../courses/courses.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { PageHeads } from './page-heads.js';
import { SeoService } from './seo.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Course]), CoursesModule, JobsModule],
  providers: [SeoService, PageHeads],
  exports: [SeoService, PageHeads],
})
export class SeoModule {}
