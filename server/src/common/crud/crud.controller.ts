import {
  Body,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  type Type,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import type { Page } from './crud.service.js';
import { CurrentUser, Public, Roles } from '../decorators/access.decorators.js';
import { IdPipe } from '../pipes/id.pipe.js';
import { createValidationPipe } from '../pipes/validation.pipe.js';
import { PageQuery } from './page-query.dto.js';
import { keepStoredSelects } from './update-selects.js';
import { UploadInterceptor } from '../uploads/upload.interceptor.js';
import type { UploadedFileLike, UploadRule } from '../uploads/upload-rules.js';
import type { Principal, RoleCode } from '../access/roles.js';
import { SharedRead } from '../http/shared-read.js';

/** The caller is passed on so the service can show each caller only what they may see. */
export interface CrudBackend {
  list(viewer: Principal | null | undefined): Promise<unknown[]>;
  page(page: number, limit: number, viewer: Principal | null | undefined): Promise<Page<unknown>>;
  /** A bare array; `{data, total}` when the query has `page`/`limit` (see CrudService.search). */
  search(
    params: Record<string, unknown>,
    viewer: Principal | null | undefined,
  ): Promise<unknown[] | Page<unknown>>;
  get(id: number, viewer: Principal | null | undefined): Promise<unknown>;
  remove(id: number, actorId?: number): Promise<{ id: number }>;
  /** The tables list, get and search answers may show (CrudService.tablesRead). */
  tablesRead?(): readonly string[];
  create?(input: unknown, actor: Principal, file?: UploadedFileLike): Promise<unknown>;
  update?(id: number, input: unknown, actor: Principal, file?: UploadedFileLike): Promise<unknown>;
}

export interface CrudDeclaration {
  /** Roles that may page, search, read one, write and delete. */
  staff: RoleCode[];
  /** The bare-array list and GET one are open to visitors (the service filters what they see). */
  publicRead?: boolean;
  /** Signed-in users who are not staff may list and read one (the service filters). */
  userRead?: boolean;
  /** The edit-form selects that keep their stored value when sent empty (DECISIONS 19). */
  selects?: readonly string[];
  /** Body classes; a resource without one has no create / update route. */
  create?: Type;
  update?: Type;
  /** Any signed-in user may call update; the service decides (a user editing their own row). */
  selfUpdate?: boolean;
  /**
   * Create and update read a multipart form with this one file (checked by the service
   * against the rule); the file is passed to service.create/update as the last argument.
   */
  upload?: { field: string; rule: UploadRule };
  /** No delete route (a record nobody may remove, such as the audit trail). */
  readOnly?: boolean;
  /** The update's status: 201 by default; 200 where clients already rely on it (sessions). */
  updateStatus?: 200 | 201;
}

const noRoute: MethodDecorator = () => undefined;

/**
 * The routes every resource shares, in the API's conventions:
 * GET / and POST /search (bare arrays; {data,total} with page/limit), GET /:id,
 * POST / (create), POST /:id (update), DELETE /:id. A resource controller is a subclass
 * with its path and its service; it may add routes of its own.
 */
export function CrudController(declaration: CrudDeclaration) {
  const read = declaration.publicRead
    ? Public()
    : declaration.userRead
      ? noRoute
      : Roles(declaration.staff);
  // A visitor's list and GET one are the same for every visitor: public, tagged by the versions
  // of the service's tables (ADR 0016). A signed-in caller's stay private.
  const shared: MethodDecorator = declaration.publicRead ? SharedRead({}) : noRoute;
  const staff = Roles(declaration.staff);
  const createRoute = declaration.create ? Post() : noRoute;
  const deleteRoute = declaration.readOnly ? noRoute : Delete(':id');
  const updateRoute = declaration.update ? Post(':id') : noRoute;
  const updateStatus: MethodDecorator = declaration.updateStatus === 200 ? HttpCode(200) : noRoute;
  const createBody = Body(createValidationPipe(declaration.create));
  const updateValidation = createValidationPipe(declaration.update);
  const updateAccess: MethodDecorator = declaration.selfUpdate ? noRoute : staff;
  const upload: MethodDecorator = declaration.upload
    ? UseInterceptors(UploadInterceptor(declaration.upload.field, declaration.upload.rule))
    : noRoute;

  abstract class CrudControllerBase {
    protected abstract readonly service: CrudBackend;

    /** The tables behind the shared reads (SharedReadInterceptor asks). */
    tablesRead(): readonly string[] | undefined {
      return this.service.tablesRead?.();
    }

    @Get()
    @read
    @shared
    async list(@Query() query: PageQuery, @CurrentUser() user?: Principal) {
      const viewer = user ?? null;
      const paged = query.page !== undefined || query.limit !== undefined;
      // Paged lists are the dashboard's: a visitor asking for one gets the public bare list.
      return paged && user && declaration.staff.includes(user.role)
        ? this.service.page(query.page ?? 1, query.limit ?? 10, viewer)
        : this.service.list(viewer);
    }

    // Declared before POST /:id so that "search" is never taken for an id.
    @Post('search')
    @HttpCode(200)
    @staff
    async search(@Query() params: Record<string, unknown>, @CurrentUser() user: Principal) {
      return this.service.search(params, user);
    }

    @Get(':id')
    @read
    @shared
    get(@Param('id', IdPipe) id: number, @CurrentUser() user?: Principal) {
      return this.service.get(id, user ?? null);
    }

    @createRoute
    @staff
    @upload
    create(
      @createBody body: unknown,
      @CurrentUser() user: Principal,
      @UploadedFile() file?: UploadedFileLike,
    ) {
      return this.service.create!(body, user, file);
    }

    /** The body is validated here, once the selects left empty have their stored values. */
    @updateRoute
    @updateStatus
    @updateAccess
    @upload
    async update(
      @Param('id', IdPipe) id: number,
      @Body() body: unknown,
      @CurrentUser() user: Principal,
      @UploadedFile() file?: UploadedFileLike,
    ) {
      const filled = await keepStoredSelects(
        body,
        () => this.service.get(id, user),
        declaration.selects,
      );
      const input: unknown = await updateValidation.transform(filled, {
        type: 'body',
        metatype: declaration.update,
      });
      return this.service.update!(id, input, user, file);
    }

    @deleteRoute
    @staff
    remove(@Param('id', IdPipe) id: number, @CurrentUser() user: Principal) {
      return this.service.remove(id, user.id);
    }
  }
  return CrudControllerBase;
}
