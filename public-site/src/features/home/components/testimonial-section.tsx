import { testimonial } from '@/content/home';
import styles from '@/features/home/components/testimonial-section.module.css';

export function TestimonialSection() {
  return (
    <section className={styles.section} aria-labelledby="testimonial-title">
      <div className={`container ${styles.inner}`}>
        <h2 id="testimonial-title" className="eyebrow">
          What our clients say
        </h2>
        <figure className={styles.figure}>
          <svg
            className={styles.mark}
            viewBox="0 0 48 36"
            width="48"
            height="36"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M0 36V20C0 8 6 1 18 0v7c-6 1-9 5-9 11h9v18zm26 0V20c0-12 6-19 18-20v7c-6 1-9 5-9 11h9v18z" />
          </svg>
          <blockquote className={styles.quote}>
            <p>{testimonial.quote}</p>
          </blockquote>
          <figcaption className={styles.caption}>
            <span className={styles.avatar} aria-hidden="true">
              {testimonial.name
                .replace(/^Eng\.\s*/, '')
                .split(' ')
                .map((part) => part[0])
                .slice(0, 2)
                .join('')}
            </span>
            <span>
              <span className={styles.name}>{testimonial.name}</span>
              <span className={styles.role}>
                {testimonial.role}, {testimonial.organisation}
              </span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
