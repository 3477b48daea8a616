import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { ServiceIcon } from '@/components/icons/service-icons';
import { homeServicesSection } from '@/content/services';
import { useContent } from '@/i18n/content';
import styles from '@/features/home/components/services-section.module.css';

export function ServicesSection() {
  const copy = useContent(homeServicesSection);
  return (
    <section className={styles.section} aria-labelledby="services-title">
      <div className="container">
        <header className={styles.header}>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h2 id="services-title" className={styles.title}>
            {copy.title}
          </h2>
          <p className={styles.intro}>{copy.intro}</p>
        </header>
        <ul className={styles.grid}>
          {copy.items.map((service) => (
            <li key={service.title} className={styles.card}>
              <span className={styles.icon}>
                <ServiceIcon name={service.icon} size={28} />
              </span>
              <h3 className={styles.cardTitle}>
                <Link to={service.to} className={styles.cardLink}>
                  {service.title}
                </Link>
              </h3>
              <p className={styles.cardText}>{service.description}</p>
              <span className={styles.more} aria-hidden="true">
                {`${copy.more} `}
                <ArrowRightIcon size={16} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
