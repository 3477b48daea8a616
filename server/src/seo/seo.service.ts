import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Course } from '../model/course.entity.js';
import type { PageMeta } from '../web/page-meta.js';
import { SiteMetaFile, type SiteMeta } from './site-meta.js';
import { buildRobots, buildSitemap } from './sitemap.js';

/** Root-relative URLs of the Organization made absolute with PUBLIC_URL. */
export function absoluteOrganization(
  organization: Record<string, unknown>,
  publicUrl: string,
): Record<string, unknown> {
  const absolute = (value: unknown) =>
    typeof value === 'string' && value.startsWith('/') ? `${publicUrl}${value}` : value;
  return {
    ...organization,
    url: absolute(organization.url),
    logo: absolute(organization.logo),
    image: absolute(organization.image),
  };
}

/**
 * Search-engine plumbing for the public site: the Organization JSON-LD on every page,
 * title/description/canonical/Open Graph for the prerendered static pages (from the site's
 * dist/site-meta.json), /sitemap.xml and /robots.txt.
 */
@Injectable()
export class SeoService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seo');
  private readonly siteMeta: SiteMetaFile;
  private readonly publicUrl: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(Course) private readonly courses: Repository<Course>,
  ) {
    this.siteMeta = new SiteMetaFile(config.publicSiteDist);
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
  }

  /** The Organization JSON-LD every page carries, from the site's build when there is one. */
  organizationJsonLd(): object {
    const organization = this.siteMeta.read()?.organization ?? {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: '/',
    };
    return absoluteOrganization(organization, this.publicUrl);
  }

  onApplicationBootstrap(): void {
    if (this.siteMeta.read()) return;
    this.logger.warn(
      `${this.siteMeta.file} not found: static pages get no server-side canonical or Open Graph URL until the public site is built.`,
    );
  }

  staticPageMeta(
    path: string,
    meta: SiteMeta | undefined = this.siteMeta.read(),
  ): PageMeta | undefined {
    const route = meta?.routes.find((candidate) => candidate.path === path);
    if (!route || !route.indexable) return undefined;
    return {
      path: route.path,
      title: route.title,
      description: route.description ?? '',
      ogType: 'website',
      image: meta?.shareImage,
    };
  }

  async sitemap(): Promise<string> {
    const courses = await this.courses.find({
      select: { id: true, updated_at: true },
      order: { id: 'ASC' },
    });
    return buildSitemap(this.publicUrl, this.siteMeta.read(), courses);
  }

  robots(): string {
    return buildRobots(this.publicUrl);
  }
}
