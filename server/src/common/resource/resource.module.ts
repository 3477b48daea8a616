import { Controller, type DynamicModule, Injectable, Module, type Type } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import type { ObjectLiteral, Repository } from 'typeorm';
import { ResourceController } from './resource.controller.js';
import { type Resource, resourceClassStem } from './resource.js';
import { ResourceService } from './resource.service.js';

const named = <C extends Type>(cls: C, name: string): C =>
  Object.defineProperty(cls, 'name', { value: name });

/**
 * The Nest module of a resource that needs no hooks: its controller (the standard routes under
 * /api/<path>) and its service, both built from the declaration alone.
 */
export function resourceModule<T extends ObjectLiteral & { id: number }>(
  resource: Resource<T>,
): DynamicModule {
  const name = resourceClassStem(resource.path);

  @Injectable()
  class Service extends ResourceService<T> {
    constructor(@InjectRepository(resource.entity) repo: Repository<T>) {
      super(repo, resource);
    }
  }

  @Controller(resource.path)
  class ResourceRoutes extends ResourceController(resource) {
    constructor(protected readonly service: Service) {
      super();
    }
  }

  @Module({})
  class ResourceModule {}

  return {
    module: named(ResourceModule, `${name}Module`),
    imports: [TypeOrmModule.forFeature([resource.entity])],
    controllers: [named(ResourceRoutes, `${name}Controller`)],
    providers: [named(Service, `${name}Service`)],
    exports: [Service],
  };
}
