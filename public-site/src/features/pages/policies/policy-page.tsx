import { PageBanner } from '@/components/ui/page-banner';
import { policies } from '@/content/policies';
import { PolicyArt } from '@/features/pages/components/page-arts';
import styles from '@/features/pages/policies/policy-page.module.css';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
import { formatLongDate } from '@/lib/format-date';

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** A legal page: title band, table of contents and numbered sections. */
export function PolicyPage({ policy: which }: { policy: 'privacy' | 'refund' }) {
  const locale = useLocale();
  const { [which]: policy, chrome } = useContent(policies);
  // Anchors come from the English titles in both languages, so a link to a section
  // (#cookies) works on the Arabic page too.
  const anchors = policies.en[which].sections.map((section) => slug(section.title));
  return (
    <>
      <PageBanner eyebrow={chrome.eyebrow} title={policy.title} art={<PolicyArt />}>
        <p className={styles.effective}>
          {`${chrome.effective} `}
          <time dateTime={policy.effective}>{formatLongDate(policy.effective, locale)}</time>
        </p>
      </PageBanner>
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-label={chrome.onThisPage}>
          <p className={styles.tocTitle}>{chrome.onThisPage}</p>
          <ol>
            {policy.sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${anchors[index]}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          <p className={styles.intro}>{policy.intro}</p>
          {policy.sections.map((section, index) => (
            <section key={section.title} aria-labelledby={anchors[index]}>
              <h2 id={anchors[index]} className={styles.heading}>
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
