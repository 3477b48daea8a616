import { PageBanner } from '@/components/ui/page-banner';
import { softwarePage, softwarePartners } from '@/content/software';
import { SoftwareArt } from '@/features/pages/components/page-arts';
import { CtaBand } from '@/features/pages/components/cta-band';
import { Section } from '@/features/pages/components/section';
import styles from '@/features/pages/software/software-page.module.css';

function ExternalIcon() {
  return (
    <svg
      className={styles.external}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function SoftwarePage() {
  return (
    <>
      <PageBanner
        eyebrow={softwarePage.eyebrow}
        title={softwarePage.title}
        intro={softwarePage.intro}
        art={<SoftwareArt />}
      />

      <Section
        id="partners-title"
        eyebrow="Our partners"
        title="Five products we know inside out"
        intro="Each one is licensed, supported and taught by certified Petrolink engineers."
      >
        <ul className={styles.partners}>
          {softwarePartners.map((partner) => (
            <li key={partner.name} className={styles.partner}>
              <img
                className={styles.image}
                src={partner.image.src}
                alt={partner.image.alt}
                width={partner.image.width}
                height={partner.image.height}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.body}>
                <p className={styles.meta}>
                  {partner.vendor} · {partner.category}
                </p>
                <h3 className={styles.name}>{partner.name}</h3>
                <p className={styles.blurb}>{partner.blurb}</p>
                <ul className={styles.services} aria-label={`Our services for ${partner.name}`}>
                  {partner.services.map((service) => (
                    <li key={service}>{service}</li>
                  ))}
                </ul>
                <a
                  className={styles.link}
                  href={partner.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Visit the {partner.name} website
                  <span className="visually-hidden"> (opens in a new tab)</span>
                  <ExternalIcon />
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="help-title"
        eyebrow="Services"
        title={softwarePage.howWeHelp.title}
        tone="tinted"
      >
        <ul className={styles.help}>
          {softwarePage.howWeHelp.items.map((item) => (
            <li key={item.title} className={styles.helpItem}>
              <h3 className={styles.helpTitle}>{item.title}</h3>
              <p className={styles.helpText}>{item.text}</p>
            </li>
          ))}
        </ul>
        <p className={styles.disclaimer}>{softwarePage.disclaimer}</p>
      </Section>

      <CtaBand
        title="Need licences, support or a course?"
        text="Tell us which tools your team uses and what you want to achieve with them."
        action={{ label: 'Contact us', to: '/contactus' }}
      />
    </>
  );
}
