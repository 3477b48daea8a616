import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { ServiceIcon } from '@/components/icons/service-icons';
import { homeServices } from '@/content/services';
import styles from '@/features/home/components/services-section.module.css';

export function ServicesSection() {
  return (
    <section className={styles.section} aria-labelledby="services-title">
      <div className="container">
        <header className={styles.header}>
          <p className={styles.eyebrow}>What we do</p>
          <h2 id="services-title" className={styles.title}>
            Services across the energy value chain
          </h2>
          <p className={styles.intro}>
            One partner for the people, the tools and the field work behind every barrel.
          </p>
        </header>
        <ul className={styles.grid}>
          {homeServices.map((service) => (
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
                Learn more <ArrowRightIcon size={16} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
