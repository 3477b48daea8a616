import { PageBanner } from '@/components/ui/page-banner';
import { type Policy } from '@/content/policies';
import { PolicyArt } from '@/features/pages/components/page-arts';
import styles from '@/features/pages/policies/policy-page.module.css';
import { formatLongDate } from '@/lib/format-date';

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** A legal page: title band, table of contents and numbered sections. */
export function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <>
      <PageBanner eyebrow="Legal" title={policy.title} art={<PolicyArt />}>
        <p className={styles.effective}>
          Effective <time dateTime={policy.effective}>{formatLongDate(policy.effective)}</time>
        </p>
      </PageBanner>
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-label="On this page">
          <p className={styles.tocTitle}>On this page</p>
          <ol>
            {policy.sections.map((section) => (
              <li key={section.title}>
                <a href={`#${slug(section.title)}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          <p className={styles.intro}>{policy.intro}</p>
          {policy.sections.map((section, index) => (
            <section key={section.title} aria-labelledby={slug(section.title)}>
              <h2 id={slug(section.title)} className={styles.heading}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.items && (
                <ul className={styles.list}>
                  {section.items.map((item) => (
                    <li key={item.slice(0, 40)}>{item}</li>
                  ))}
                </ul>
              )}
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
