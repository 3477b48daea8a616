import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { CrudService } from '../common/crud/crud.service.js';
import type { SearchConditions } from '../common/crud/search-conditions.js';
import { parseCairoTime } from '../common/cairo-time.js';
import { auditCsv } from './audit-csv.js';
import { AuditEntry } from '../model/audit-entry.entity.js';
import { resourceLabel } from './entry-sentence.js';
import { presentEntry } from './present-entry.js';

/** The most rows one CSV export holds (newest first). */
export const EXPORT_MAX_ROWS = 10_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The audit trail, read by role 2001 only; nobody writes it through the API. */
@Injectable()
export class AuditService extends CrudService<AuditEntry> {
  constructor(@InjectRepository(AuditEntry) repo: Repository<AuditEntry>) {
    super(repo, {
      label: 'Audit entry',
      searchable: {
        user: 'user_name',
        resource: 'resource',
        action: 'action',
        from: 'created_at',
        to: 'created_at',
      },
    });
  }

  override present(row: AuditEntry) {
    return presentEntry(row);
  }

  /**
   * By staff member (part of the name), table (exact), action, and days `from`/`to`
   * (YYYY-MM-DD, inclusive, days in Cairo as the screen shows them); the base pages (newest
   * first) and presents.
   */
  protected override searchConditions(
    params: Record<string, unknown>,
  ): SearchConditions<AuditEntry> | null {
    const where = this.filters(params);
    return where && { where };
  }

  /** The same filters as search, as CSV (up to EXPORT_MAX_ROWS rows). */
  async exportCsv(params: Record<string, unknown>): Promise<string> {
    const query = this.filtered(params);
    const rows = query ? await query.limit(EXPORT_MAX_ROWS).getMany() : [];
    return auditCsv(rows.map(presentEntry));
  }

  /** The tables that have entries, for the dashboard's filter. */
  async resources(): Promise<{ id: string; name: string }[]> {
    const rows: { resource: string }[] = await this.repo
      .createQueryBuilder('row')
      .select('DISTINCT row.resource', 'resource')
      .orderBy('resource')
      .getRawMany();
    return rows
      .map((row) => ({ id: row.resource, name: resourceLabel(row.resource) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  private filtered(params: Record<string, unknown>): SelectQueryBuilder<AuditEntry> | null {
    const where = this.filters(params);
    if (!where) return null;
    const query = this.repo.createQueryBuilder('row').orderBy('row.id', 'DESC');
    where(query);
    return query;
  }

  /** The filters of search and export as conditions on `row`; null for a day that is not one. */
  private filters(
    params: Record<string, unknown>,
  ): ((query: SelectQueryBuilder<AuditEntry>) => void) | null {
    const conditions: [string, Record<string, unknown>][] = [];
    const user = text(params.user);
    if (user) {
      const escaped = user.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`);
      conditions.push(["LOWER(row.user_name) LIKE :user ESCAPE '!'", { user: `%${escaped}%` }]);
    }
    const resource = text(params.resource);
    if (resource) conditions.push(['row.resource = :resource', { resource }]);
    const action = text(params.action);
    if (action) conditions.push(['row.action = :action', { action }]);
    for (const [param, op, shift] of [
      ['from', '>=', 0],
      ['to', '<', 1],
    ] as const) {
      const day = text(params[param]);
      if (!day) continue;
      if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return null;
      // The day after `to` starts at its own Cairo midnight (a clock change makes days of 23
      // or 25 hours).
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + shift * 86_400_000);
      const bound = parseCairoTime(`${next.toISOString().slice(0, 10)}T00:00`);
      if (!bound) return null;
      conditions.push([`row.created_at ${op} :${param}`, { [param]: bound }]);
    }
    return (query) => {
      for (const [sql, values] of conditions) query.andWhere(sql, values);
    };
  }
}
