import { homePage } from '@/content/home';
import { useTestimonials } from '@/features/home/api/get-testimonials';
import styles from '@/features/home/components/testimonial-section.module.css';
import { useContent } from '@/i18n/content';
import { useLocalized } from '@/i18n/localized';

/** Three at most: a band, not a wall. */
const SHOWN = 3;

const initials = (name: string) =>
  name
    .replace(/^Eng\.\s*/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

/** What clients say, as staff publish it in the dashboard; nothing at all while there is none. */
export function TestimonialSection() {
  const { data } = useTestimonials();
  const { testimonialsTitle } = useContent(homePage);
  const local = useLocalized();
  const shown = (data ?? []).slice(0, SHOWN);
  if (!shown.length) return null;
  return (
    <section className={styles.section} aria-labelledby="testimonial-title">
      <div className={`container ${styles.inner}`}>
        <h2 id="testimonial-title" className="eyebrow">
          {testimonialsTitle}
        </h2>
        <ul className={styles.list} data-count={shown.length}>
          {shown.map((item) => {
            const quote = local(item, 'quote');
            return (
              <li key={item.id}>
                <figure className={styles.figure}>
                  <svg
                    className={styles.mark}
                    viewBox="0 0 48 36"
                    width="32"
                    height="24"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M0 36V20C0 8 6 1 18 0v7c-6 1-9 5-9 11h9v18zm26 0V20c0-12 6-19 18-20v7c-6 1-9 5-9 11h9v18z" />
                  </svg>
                  <blockquote className={styles.quote} lang={quote.lang} dir={quote.dir}>
                    <p>{quote.text}</p>
                  </blockquote>
                  <figcaption className={styles.caption}>
                    <span className={styles.avatar} aria-hidden="true">
                      {initials(item.author)}
                    </span>
                    <span>
                      {/* Names are written as staff wrote them, in either script. */}
                      <span className={styles.name} dir="auto">
                        {item.author}
                      </span>
                      {item.company ? (
                        <span className={styles.role} dir="auto">
                          {item.company}
                        </span>
                      ) : null}
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
