import { PageBanner } from '@/components/ui/page-banner';
import { softwareContent } from '@/content/software';
import { SoftwareArt } from '@/features/pages/components/page-arts';
import { CtaBand } from '@/features/pages/components/cta-band';
import { Section } from '@/features/pages/components/section';
import styles from '@/features/pages/software/software-page.module.css';
import { useContent } from '@/i18n/content';
import { fill } from '@/i18n/text';

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
  const { page: softwarePage, partners } = useContent(softwareContent);
  // The link names the product inside the sentence: split at {name} so the name stays its own node.
  const [visitBefore, visitAfter = ''] = softwarePage.partners.visit.split('{name}');
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
        eyebrow={softwarePage.partners.eyebrow}
        title={softwarePage.partners.title}
        intro={softwarePage.partners.intro}
      >
        <ul className={styles.partners}>
          {partners.map((partner) => (
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
                <ul
                  className={styles.services}
                  aria-label={fill(softwarePage.partners.servicesLabel, { name: partner.name })}
                >
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
                  {visitBefore}
                  {partner.name}
                  {visitAfter}
                  <span className="visually-hidden">{softwarePage.partners.newTab}</span>
                  <ExternalIcon />
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="help-title"
        eyebrow={softwarePage.howWeHelp.eyebrow}
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

      <CtaBand {...softwarePage.cta} />
    </>
  );
}
