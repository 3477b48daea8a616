import { Controller } from '@nestjs/common';
import { CrudController } from '../common/crud/crud.controller.js';
import { UPLOAD_RULES } from '../common/uploads/upload-rules.js';
import { STAFF_ROLES } from '../users/role.js';
import { CoursesService } from './courses.service.js';
import { CreateCourseDto, UpdateCourseDto } from './dto/course.dto.js';

/** The catalogue: anyone reads; staff write (multipart with the image file). */
@Controller('courses')
export class CoursesController extends CrudController({
  staff: STAFF_ROLES,
  publicRead: true,
  create: CreateCourseDto,
  update: UpdateCourseDto,
  upload: { field: 'image', rule: UPLOAD_RULES.courseImage },
}) {
  constructor(protected readonly service: CoursesService) {
    super();
  }
}
