import { Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { type Page } from './crud.service.js';
import { CurrentUser, Public, Roles } from '../decorators/access.decorators.js';
import { IdPipe } from '../pipes/id.pipe.js';
import { PageQuery } from './page-query.dto.js';
import type { RoleCode } from '../../users/role.js';
import type { User } from '../../users/user.entity.js';

interface CrudBackend {
  list(): Promise<unknown[]>;
  page(page: number, limit: number): Promise<Page<unknown>>;
  search(params: Record<string, unknown>): Promise<unknown[]>;
  get(id: number): Promise<unknown>;
  remove(id: number, actorId?: number): Promise<{ id: number }>;
}

export interface CrudAccess {
  /** Roles that may page, search, read one and delete. */
  staff: RoleCode[];
  /** The bare-array list (and GET one) is open to visitors. */
  publicRead?: boolean;
}

/**
 * Routes shared by every resource, in the spec's conventions:
 * GET / (bare array, or {data,total} with page/limit), POST /search, GET /:id, DELETE /:id.
 * A resource controller extends the class this returns and adds create/update.
 */
export function CrudController(access: CrudAccess) {
  const read = access.publicRead ? Public() : Roles(access.staff);
  const staff = Roles(access.staff);

  abstract class CrudControllerBase {
    protected abstract readonly service: CrudBackend;

    @Get()
    @read
    async list(@Query() query: PageQuery, @CurrentUser() user?: User) {
      if (query.page === undefined && query.limit === undefined) return this.service.list();
      // Paged lists are the dashboard's: staff only, even when the bare list is public.
      if (access.publicRead && (!user || !access.staff.includes(user.role))) {
        return this.service.list();
      }
      return this.service.page(query.page ?? 1, query.limit ?? 10);
    }

    @Post('search')
    @HttpCode(200)
    @staff
    search(@Query() params: Record<string, unknown>) {
      return this.service.search(params);
    }

    @Get(':id')
    @read
    get(@Param('id', IdPipe) id: number) {
      return this.service.get(id);
    }

    @Delete(':id')
    @staff
    remove(@Param('id', IdPipe) id: number, @CurrentUser() user: User) {
      return this.service.remove(id, user.id);
    }
  }
  return CrudControllerBase;
}
