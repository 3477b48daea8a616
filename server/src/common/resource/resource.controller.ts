import { CrudController, type CrudDeclaration } from '../crud/crud.controller.js';
import type { Resource } from './resource.js';

/** The standard routes of a declared resource (see CrudController for the conventions). */
export function ResourceController<T>(
  resource: Resource<T>,
  /** What a route answers besides the declaration (an update's 200). */
  answers: Pick<CrudDeclaration, 'updateStatus'> = {},
) {
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
    ...answers,
  });
}
