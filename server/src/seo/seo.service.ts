import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Course } from '../courses/course.entity.js';
import { PageMetaRegistry, type PageMeta } from '../web/page-meta.js';
import { SiteMetaFile, type SiteMeta } from './site-meta.js';
import { buildRobots, buildSitemap } from './sitemap.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
export class SeoService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Seo');
  private readonly siteMeta: SiteMetaFile;
  private readonly publicUrl: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly registry: PageMetaRegistry,
    @InjectRepository(Course) private readonly courses: Repository<Course>,
  ) {
    this.siteMeta = new SiteMetaFile(config.publicSiteDist);
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
  }

  onModuleInit(): void {
    this.registry.registerGlobalJsonLd(() => {
      const organization = this.siteMeta.read()?.organization ?? {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        url: '/',
      };
      return absoluteOrganization(organization, this.publicUrl);
    });
  }

  /**
   * Registered after every feature module's onModuleInit, so a feature's own resolver for
   * one of these paths (e.g. /projects with its JobPosting data) is asked first.
   */
  onApplicationBootstrap(): void {
    const meta = this.siteMeta.read();
    if (!meta) {
      this.logger.warn(
        `${this.siteMeta.file} not found: static pages get no server-side canonical or Open Graph URL until the public site is built and the server restarted.`,
      );
      return;
    }
    const paths = meta.routes.filter((route) => route.indexable).map((route) => route.path);
    if (!paths.length) return;
    const pattern = new RegExp(
      `^(${paths.map((path) => escapeRegExp(path === '/' ? '' : path)).join('|')})/?$`,
    );
    this.registry.register(pattern, (match) =>
      Promise.resolve(this.staticPageMeta(match[1] || '/')),
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
