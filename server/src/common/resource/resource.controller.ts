import { CrudController } from '../crud/crud.controller.js';
import type { Resource } from './resource.js';

/** The standard routes of a declared resource (see CrudController for the conventions). */
export function ResourceController<T>(resource: Resource<T>) {
  const visible = resource.visible ?? {};
  return CrudController({
    staff: resource.staff,
    publicRead: resource.publicRead || visible.public !== undefined,
    userRead: visible.user !== undefined,
    create: resource.createDto,
    update: resource.updateDto,
    upload: resource.upload,
    selfUpdate: resource.selfUpdate,
    selects: resource.fields.filter((field) => field.select).map((field) => field.name),
  });
}
