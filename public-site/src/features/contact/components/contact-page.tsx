import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/interface-icons';
import { WhatsAppIcon } from '@/components/icons/social-icons';
import { PageIntro } from '@/components/ui/page-intro';
import { company } from '@/content/company';
import { contactPage } from '@/content/contact';
import { useContent } from '@/i18n/content';
import { useT } from '@/i18n/locale-context';
import { ContactArt } from '@/features/contact/components/contact-art';
import { ContactForm } from '@/features/contact/components/contact-form';
import styles from '@/features/contact/components/contact-page.module.css';

/** Contact us (/contactus): the head office's details and the enquiry form. */
export function ContactPage() {
  const copy = useContent(contactPage);
  const { name, address } = useT().company;
  return (
    <>
      <PageIntro
        eyebrow={copy.eyebrow}
        title={copy.title}
        titleId="contact-title"
        withCards
        art={<ContactArt />}
      >
        <p>{copy.intro}</p>
      </PageIntro>

      <div className={`container ${styles.layout}`}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.cardTitle}>
            {copy.formTitle}
          </h2>
          <p className={styles.cardIntro}>{copy.formIntro}</p>
          <ContactForm />
        </section>

        <aside className={styles.details} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className={styles.detailsTitle}>
            {name}
          </h2>
          <ul className={styles.detailList}>
            <li>
              <span className={styles.detailIcon}>
                <MapPinIcon size={20} />
              </span>
              <div>
                <h3 className={styles.detailLabel}>{copy.headOffice}</h3>
                <address className={styles.address}>
                  {address.street}
                  <br />
                  {address.district}, {address.city}, {address.country}
                </address>
                <a
                  href={company.mapUrl}
                  className={styles.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {copy.viewOnMap}
                </a>
              </div>
            </li>
            <li>
              <span className={styles.detailIcon}>
                <PhoneIcon size={20} />
              </span>
              <div>
                <h3 className={styles.detailLabel}>{copy.phone}</h3>
                <a href={company.phone.href} className={styles.link} dir="ltr">
                  {company.phone.display}
                </a>
                <p className={styles.muted}>{copy.officeHours}</p>
              </div>
            </li>
            <li>
              <span className={styles.detailIcon}>
                <MailIcon size={20} />
              </span>
              <div>
                <h3 className={styles.detailLabel}>{copy.email}</h3>
                <a href={`mailto:${company.email}`} className={styles.link}>
                  {company.email}
                </a>
              </div>
            </li>
            <li>
              <span className={styles.detailIcon}>
                <WhatsAppIcon size={20} />
              </span>
              <div>
                <h3 className={styles.detailLabel}>{copy.whatsapp}</h3>
                <a
                  href={company.social.whatsapp}
                  className={styles.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {copy.chat}
                </a>
              </div>
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}
